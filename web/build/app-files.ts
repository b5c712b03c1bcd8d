// index.html's own script (app/boot.ts) is small: it loads the app's code (app/main.tsx) when the page needs
// it, at once on a page the browser draws, after the pictures on one the server drew. Vite names in
// index.html only what that script imports statically, so this names the rest: the app's style sheets,
// which every page needs from its first paint, and its code for preloading, so a page the browser draws
// fetches it alongside the first script rather than after it. The server drops the preloads from a page it
// drew (functions/src/first-load/page-hints.ts).
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

/** The chunks `fileNames` import statically, themselves included, but for `skip`. */
function staticChunks(bundle: Bundle, fileNames: readonly string[], skip: string): Rolldown.OutputChunk[] {
  const found = new Map<string, Rolldown.OutputChunk>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (fileName === skip || found.has(fileName) || chunk?.type !== 'chunk') return;
    found.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return [...found.values()];
}

export function appFiles(): Plugin {
  return {
    name: 'shop-app-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || !chunk) throw new Error('app-files: index.html has no script chunk');
        const chunks = staticChunks(bundle, chunk.dynamicImports, chunk.fileName);
        const styles = chunks.flatMap((each) => [...(each.viteMetadata?.importedCss ?? [])]);
        return [
          ...styles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...chunks.map((each) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${each.fileName}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
