import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [preact(), precompress()],
  build: { target: 'es2022', cssCodeSplit: true, manifest: true },
  server: {
    proxy: { '/api': backend, '/files': backend, '/chat': backend },
  },
});
