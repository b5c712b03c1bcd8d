import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { appFiles } from './build/app-files.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { contractRoutes } from './build/contract-routes.ts';
import { landingPages } from './build/landing-pages.ts';
import { pageHints } from './build/page-hints.ts';
import { precompress } from './build/precompress.ts';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

/**
 * React Router reaches for React 19's `use` and `useOptimistic`, which Preact (standing in for React) does not
 * have, and does without them when they are undefined. The build's warning about exactly that is left out, so a
 * newcomer's first build does not look broken; every other warning is printed. (A plugin's log filter, because
 * Preact's own preset takes the build's `onwarn` option.)
 */
const preactStandsInForReact: Plugin = {
  name: 'preact-stands-in-for-react',
  onLog: (level, log) => !(level === 'warn' && log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('preact/compat')),
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [contractRoutes(), preact(), preactStandsInForReact],
        // Bundled whole: the app's libraries must load Preact in place of React here too.
        ssr: { noExternal: true },
        // The server's renderer of the landing pages (`--ssr src/app/server.tsx`), beside the app it draws for.
        build: { target: 'node20', outDir: 'dist/server', copyPublicDir: false },
      }
    : {
        plugins: [contractRoutes(), preact(), preactStandsInForReact, appFiles(), precompress(), pageHints(landingPages)],
        build: {
          target: 'es2022',
          cssCodeSplit: true,
          manifest: true,
          rolldownOptions: {
            output: { codeSplitting: chunkGroups(import.meta.dirname, { boot: 'src/app/boot.ts', app: 'src/app/main.tsx' }, landingPages) },
          },
        },
        server: {
          proxy: { '/api': backend, '/files': backend, '/chat': backend },
        },
      },
);
