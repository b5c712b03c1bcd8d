// `npm start`: builds the web app if needed, then runs the server (TypeScript through tsx) in this process.
import { register } from 'tsx/esm/api';
import { buildWebIfNeeded } from './build-if-needed.mjs';

buildWebIfNeeded();
register();
await import('../functions/src/main.ts');
