// `npm start`: builds the web app and the server when their sources changed, then runs the compiled server
// (functions/dist/main.js, plain JavaScript) in this process. Every step prints one line with its time.
import { buildServerIfNeeded, buildWebIfNeeded, serverDir, step } from './build-if-needed.mjs';

await step('web app', buildWebIfNeeded);
await step('server code', buildServerIfNeeded);
// Stack traces name the TypeScript source.
process.setSourceMapsEnabled(true);
await import(`${serverDir}/main.js`);
