// The version of the chat model the code in this checkout would build: a hash of the training corpus's files, the
// classifier options and the source of classifier/ (everything that shapes the trained weights; building,
// loading and the confidence thresholds live outside it, so changing them needs no retraining). A built
// model with another version is out of date.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { corpusFiles } from '../corpus/index.ts';
import { defaultClassifierOptions } from '../options.ts';

const classifierDir = new URL('../', import.meta.url);

export function chatModelVersion(): string {
  const hash = createHash('sha256');
  for (const file of corpusFiles) hash.update(readFileSync(file));
  hash.update(JSON.stringify(defaultClassifierOptions));
  const sources = readdirSync(classifierDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  for (const name of sources) hash.update(name).update(readFileSync(new URL(name, classifierDir)));
  return hash.digest('hex').slice(0, 16);
}
