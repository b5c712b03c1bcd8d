// Loads the built chat model once per process and shares its classifier: the server and every test app
// use the same one. Refuses a model built from another corpus or classifier, saying how to rebuild it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { classifierFromModel, type IntentClassifier } from '../intent-model.ts';
import { CHAT_MODEL_FILE, ChatModelError, decodeIntentModel } from '../model-file.ts';
import { chatModelVersion } from './version.ts';

let shared: IntentClassifier | undefined;

export function loadChatClassifier(): IntentClassifier {
  shared ??= readChatClassifier();
  return shared;
}

function readChatClassifier(): IntentClassifier {
  const path = fileURLToPath(CHAT_MODEL_FILE);
  const rebuild = 'Run `npm run chat:model` to build it.';
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new ChatModelError(`The chat model has not been built: ${path} is missing. ${rebuild}`);
  }
  const { version, model } = decodeIntentModel(text);
  const expected = chatModelVersion();
  if (version !== expected) {
    throw new ChatModelError(
      `The chat model at ${path} is out of date: it was built from another corpus or classifier (version ${version}, this code is ${expected}). ${rebuild}`,
    );
  }
  return classifierFromModel(model);
}
