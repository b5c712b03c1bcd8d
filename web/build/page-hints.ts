// Writes dist/page-hints.json after a build: for each landing page (landing-pages.ts) the style
// sheets and scripts its route module needs beyond what index.html already loads, read from Vite's
// manifest, and the first API requests it makes. The server reads only this file, so it knows nothing of the
// web app's sources.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { LandingPage } from './landing-pages.ts';

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type PageHint = Omit<LandingPage, 'module'> & { styles: string[]; scripts: string[] };

/** What index.html loads already: its script and what that imports, and the app it loads (app-files.ts). */
function indexHtmlClosure(manifest: Manifest): Set<string> {
  const closure = new Set<string>();
  const visit = (key: string) => {
    if (closure.has(key)) return;
    closure.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    visit(key);
    chunk.dynamicImports?.forEach(visit);
  }
  return closure;
}

/** A module's own chunk, the chunks it imports (minus what the entry loads) and their styles. */
function chunkFiles(manifest: Manifest, key: string, seen: Set<string>): { scripts: string[]; styles: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { scripts: [], styles: [] };
  seen.add(key);
  const nested = (chunk.imports ?? []).map((child) => chunkFiles(manifest, child, seen));
  return {
    scripts: [chunk.file, ...nested.flatMap((files) => files.scripts)],
    styles: [...(chunk.css ?? []), ...nested.flatMap((files) => files.styles)],
  };
}

export function pageHints(pages: readonly LandingPage[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shop-page-hints',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const hints: PageHint[] = pages.map(({ module, ...page }) => {
        if (!manifest[module]) throw new Error(`page-hints: ${module} is not in the build's manifest`);
        return { ...page, ...chunkFiles(manifest, module, indexHtmlClosure(manifest)) };
      });
      await writeFile(path.join(outDir, 'page-hints.json'), `${JSON.stringify(hints, null, 2)}\n`);
    },
  };
}
