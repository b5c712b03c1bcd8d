// How the build splits the app into files. Left to itself the bundler made a file of every module that two
// pages share: a landing page loaded about 25 scripts before it could draw, and on a phone's network each
// costs a round trip (six at a time). Here the code of the app's frame is one file, and the code the landing
// pages share (products, grids, the home sections) another; each page's own code stays in its own file, and
// every other page still loads on demand.
import path from 'node:path';
import type { Rolldown } from 'vite';
import type { LandingPage } from './landing-pages.ts';

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null };

/** The modules these import statically, themselves included. */
function staticClosure(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    const info = graph.getModuleInfo(id);
    const lazy = new Set(info?.dynamicallyImportedIds);
    for (const child of info?.importedIds ?? []) if (!lazy.has(child)) visit(child);
  };
  roots.forEach(visit);
  return found;
}

/**
 * `boot` is the page's first script, which loads `app` (the app's frame) when it is time: what boot needs
 * stays in boot's own file.
 */
export function chunkGroups(
  root: string,
  modules: { boot: string; app: string },
  pages: readonly LandingPage[],
): Rolldown.OutputOptions['codeSplitting'] {
  const bootModule = path.resolve(root, modules.boot);
  const appModule = path.resolve(root, modules.app);
  const pageModules = pages.map((page) => path.resolve(root, page.module));
  let groups: { boot: Set<string>; app: Set<string>; landing: Set<string> } | undefined;
  return {
    groups: [
      {
        debugName: 'app and landing pages',
        // The groups name every module they take (what boot needs is not taken).
        includeDependenciesRecursively: false,
        name: (id, graph) => {
          groups ??= {
            boot: staticClosure([bootModule], graph),
            app: staticClosure([appModule], graph),
            landing: staticClosure(pageModules, graph),
          };
          if (groups.boot.has(id)) return null;
          if (groups.app.has(id)) return 'app';
          if (groups.landing.has(id) && !pageModules.includes(id)) return 'landing';
          return null;
        },
      },
    ],
  };
}
