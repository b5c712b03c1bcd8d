import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [preact()],
  build: { target: 'es2022', cssCodeSplit: true },
  server: {
    proxy: { '/api': backend, '/files': backend, '/chat': backend },
  },
});
