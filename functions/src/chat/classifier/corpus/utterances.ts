// The shape of a block of labelled utterances, used by the training corpus and the evaluation set alike.
import type { IntentId } from '../intents.ts';

export type Utterances = Partial<Record<IntentId, readonly string[]>>;
