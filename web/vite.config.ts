import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { appFiles } from './build/app-files.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { contractRoutes } from './build/contract-routes.ts';
import { landingPages } from './build/landing-pages.ts';
import { pageHints } from './build/page-hints.ts';
import { precompress } from './build/precompress.ts';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [contractRoutes(), preact()],
        // Bundled whole: the app's libraries must load Preact in place of React here too.
        ssr: { noExternal: true },
        // The server's renderer of the landing pages (`--ssr src/app/server.tsx`), beside the app it draws for.
        build: { target: 'node20', outDir: 'dist/server', copyPublicDir: false },
      }
    : {
        plugins: [contractRoutes(), preact(), appFiles(), precompress(), pageHints(landingPages)],
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
