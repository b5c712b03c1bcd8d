// Hints in the HTML of the pages people land on: the browser starts fetching the page's own code and
// its first data while the app's main script is still loading, instead of one after the other.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { homeProductLists, productListPath, productPath } from '@shop/core/page-data';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Landing pages and their route modules (web/src/app/router.tsx) and first requests. */
const landingPages: { pattern: RegExp; module: string; data: (match: RegExpExecArray) => string[] }[] = [
  { pattern: /^\/home\/?$/, module: 'src/routes/home.tsx', data: () => Object.values(homeProductLists).map(productListPath) },
  { pattern: /^\/shop\/?$/, module: 'src/routes/shop.tsx', data: () => [] },
  { pattern: /^\/shop\/([0-9a-f-]{36})$/, module: 'src/routes/product.tsx', data: (match) => [productPath(match[1] ?? '')] },
];

function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The entry and everything it imports: index.html loads these already. */
function entryClosure(manifest: Manifest): Set<string> {
  const closure = new Set<string>();
  const visit = (key: string) => {
    if (closure.has(key)) return;
    closure.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
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

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** index.html for a path, with hints for the landing pages it knows. */
export function pageHtml(indexHtml: string, webDist: string): (pathname: string) => string {
  const manifest = readManifest(webDist);
  const codeHints = new Map(
    landingPages.map(({ module }) => {
      const { scripts, styles } = chunkFiles(manifest, module, entryClosure(manifest));
      const links = [
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      return [module, links.join('')];
    }),
  );
  return (pathname) => {
    for (const page of landingPages) {
      const match = page.pattern.exec(pathname);
      if (!match) continue;
      const dataHints = page
        .data(match)
        .map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}">`);
      return indexHtml.replace('</head>', `${codeHints.get(page.module) ?? ''}${dataHints.join('')}</head>`);
    }
    return indexHtml;
  };
}
