// A full garbage collection in a server child process, asked for by a test: V8 collects garbage when it gets to
// it, sometimes rounds later, so RSS read without one cannot tell memory kept from memory not yet collected. The
// server is started with COLLECTABLE_NODE_OPTIONS; a signal asks it to collect (gc-on-signal.mjs).
import { fileURLToPath } from 'node:url';
import type { ServerProcess } from './server-process.ts';

const preload = fileURLToPath(new URL('gc-on-signal.mjs', import.meta.url));

/** NODE_OPTIONS for startServerProcess: the server can be asked to collect its garbage. */
export const COLLECTABLE_NODE_OPTIONS = `--expose-gc --import=${preload}`;

/** Asks the server for a full garbage collection and waits until it has run; throws after `timeoutMs`. */
export async function collectGarbage(server: ServerProcess, timeoutMs = 10_000): Promise<void> {
  const done = (text: string) => text.match(/^garbage collected \d+$/gm)?.length ?? 0;
  const before = done(server.output());
  server.child.kill('SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (done(server.output()) === before) {
    if (Date.now() > deadline) throw new Error(`the server did not collect its garbage within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
