import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { contractRoutes } from './build/contract-routes.ts';
import { landingPages } from './build/landing-pages.ts';
import { pageHints } from './build/page-hints.ts';
import { precompress } from './build/precompress.ts';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [contractRoutes(), preact(), precompress(), pageHints(landingPages)],
  build: { target: 'es2022', cssCodeSplit: true, manifest: true },
  server: {
    proxy: { '/api': backend, '/files': backend, '/chat': backend },
  },
});
