// The built chat model on disk (functions/generated/chat-model.json, not committed): compact JSON with the
// vocabulary, the rounded non-zero weights as sparse rows, the intents, the options, the training
// sentences' words and the version it was built from, so the server can tell a stale model from a current one.
import { INTENTS, type IntentId } from './intents.ts';
import type { IntentModel } from './intent-model.ts';
import type { ClassifierOptions } from './options.ts';

export const CHAT_MODEL_FILE = new URL('../../../generated/chat-model.json', import.meta.url);

const FORMAT = 3;
/** Weights and biases are stored as whole thousandths: plenty for a ranking, a third of the digits. */
const WEIGHT_SCALE = 1000;
const IDF_DECIMALS = 3;

/** Rows are flat arrays rather than an array per feature: JSON.parse reads one long array much faster. */
type ModelFile = {
  format: number;
  version: string;
  intents: IntentId[];
  options: ClassifierOptions;
  bias: number[];
  features: string[];
  idf: number[];
  /** How many weights each feature has; its weights follow the previous feature's in `classes` and `weights`. */
  rowSizes: number[];
  classes: number[];
  /** In thousandths. */
  weights: number[];
  words: string[];
};

export function encodeIntentModel(model: IntentModel, version: string): string {
  const { start, classes, values } = model.rows;
  const file: ModelFile = {
    format: FORMAT,
    version,
    intents: [...model.intents],
    options: model.options,
    bias: Array.from(model.bias, (value) => Math.round(value * WEIGHT_SCALE)),
    features: [...model.vocabulary.features],
    idf: Array.from(model.vocabulary.idf, (value) => Number(value.toFixed(IDF_DECIMALS))),
    rowSizes: model.vocabulary.features.map((_, feature) => (start[feature + 1] ?? 0) - (start[feature] ?? 0)),
    classes: Array.from(classes),
    weights: Array.from(values, (value) => Math.round(value * WEIGHT_SCALE)),
    words: [...model.words],
  };
  return JSON.stringify(file);
}

export class ChatModelError extends Error {
  override name = 'ChatModelError';
}

/** Reads a model file's text; throws ChatModelError when it is not a model this code can use. */
export function decodeIntentModel(text: string): { version: string; model: IntentModel } {
  const file = JSON.parse(text) as Partial<ModelFile>;
  const { format, version, intents, options, bias, features, idf, rowSizes, classes, weights, words } = file;
  if (format !== FORMAT || typeof version !== 'string' || !options) {
    throw new ChatModelError(`The chat model file has format ${String(format)}; this code reads format ${FORMAT}.`);
  }
  if (!Array.isArray(intents) || !intents.every(isIntent) || !Array.isArray(bias) || bias.length !== intents.length) {
    throw new ChatModelError('The chat model file names intents this code does not know.');
  }
  const isComplete =
    Array.isArray(features) &&
    Array.isArray(idf) &&
    Array.isArray(rowSizes) &&
    Array.isArray(classes) &&
    Array.isArray(weights) &&
    Array.isArray(words) &&
    words.every((word) => typeof word === 'string') &&
    idf.length === features.length &&
    rowSizes.length === features.length &&
    classes.length === weights.length &&
    rowSizes.reduce((sum, size) => sum + size, 0) === weights.length;
  if (!isComplete) throw new ChatModelError('The chat model file is damaged: its vocabulary and weights do not match.');
  const start = new Int32Array(features.length + 1);
  for (let feature = 0; feature < features.length; feature++) start[feature + 1] = (start[feature] ?? 0) + (rowSizes[feature] ?? 0);
  return {
    version,
    model: {
      intents,
      options,
      vocabulary: { features, idf: Float32Array.from(idf) },
      bias: Float64Array.from(bias, (value) => value / WEIGHT_SCALE),
      rows: { start, classes: Uint8Array.from(classes), values: Float32Array.from(weights, (value) => value / WEIGHT_SCALE) },
      words,
    },
  };
}

const knownIntents: ReadonlySet<string> = new Set(INTENTS);

function isIntent(value: unknown): value is IntentId {
  return typeof value === 'string' && knownIntents.has(value);
}
