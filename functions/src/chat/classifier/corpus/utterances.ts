// Labelled sentences as the data files hold them (the corpus here, the evaluation sets in tests/chat-eval):
// a YAML mapping from an intent id to its sentences, read through a schema, so a misspelt intent or an
// empty list stops the build naming the file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { INTENTS, type IntentId } from '../intents.ts';

export type Utterances = Partial<Record<IntentId, readonly string[]>>;

const utterancesSchema = z.partialRecord(z.enum(INTENTS), z.array(z.string().min(1)).min(1));

export function readUtterances(file: URL): Utterances {
  const parsed = utterancesSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${fileURLToPath(file)} is not a mapping of intent ids to lists of sentences:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
