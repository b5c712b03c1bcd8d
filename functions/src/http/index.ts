// The HTTP edge's public surface: the app and the server that runs it.
export { createApp, type AppDeps } from './app.ts';
export { createHttpServer } from './node-server.ts';
