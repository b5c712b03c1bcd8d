// The HTTP server the app runs on, for the packages that start one (test support): `@shop/functions/http`.
export { createHttpServer } from './node-server.ts';
