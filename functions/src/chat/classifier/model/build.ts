// Builds the chat model ahead of time (`npm run chat:model`), only when the file is missing or was built
// from another corpus, options or classifier code; start, test and CI call it before anything loads it.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTrainingCorpus } from '../corpus/index.ts';
import { CHAT_MODEL_FILE, decodeIntentModel, encodeIntentModel } from '../model-file.ts';
import { chatModelVersion } from './version.ts';
import { defaultClassifierOptions } from '../options.ts';
import { trainIntentModel } from '../train.ts';

export type ChatModelBuild =
  | { isRebuilt: false; file: string; version: string }
  | { isRebuilt: true; file: string; version: string; trainingMs: number; bytes: number; weights: number; features: number };

export function ensureChatModel({ force = false }: { force?: boolean } = {}): ChatModelBuild {
  const file = fileURLToPath(CHAT_MODEL_FILE);
  const version = chatModelVersion();
  if (!force && builtVersion(file) === version) return { isRebuilt: false, file, version };

  const started = performance.now();
  const model = trainIntentModel(readTrainingCorpus(), defaultClassifierOptions);
  const trainingMs = performance.now() - started;
  const text = encodeIntentModel(model, version);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside then renamed, so a process loading it at the same moment never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
  return {
    isRebuilt: true,
    file,
    version,
    trainingMs,
    bytes: Buffer.byteLength(text),
    weights: model.rows.values.length,
    features: model.vocabulary.features.length,
  };
}

function builtVersion(file: string): string | undefined {
  try {
    return decodeIntentModel(readFileSync(file, 'utf8')).version;
  } catch {
    return undefined;
  }
}
