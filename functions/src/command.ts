// A start-up step (migrate, seed) as a command of its own, e.g. `npm run db:migrate`: runs the step when its
// file is the one node was started with, and on failure prints what went wrong and exits with 1.
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { readConfig, type Config } from './config.ts';
import { createLogger } from './http/logging.ts';

export type Step = (config: Config, logger: Logger) => Promise<void>;

export async function runAsCommand(moduleUrl: string, failure: string, step: Step): Promise<void> {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const config = readConfig();
  await step(config, createLogger(config.logLevel)).catch((error: unknown) => {
    process.stderr.write(`${failure}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
