import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { contractRoutes } from './build/contract-routes.ts';
import { landingPages } from './build/landing-pages.ts';
import { pageHints } from './build/page-hints.ts';
import { precompress } from './build/precompress.ts';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [contractRoutes(), preact(), precompress(), pageHints(landingPages)],
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: chunkGroups(import.meta.dirname, 'src/app/main.tsx', landingPages) } },
  },
  server: {
    proxy: { '/api': backend, '/files': backend, '/chat': backend },
  },
});
