import { describe, expect, it } from 'vitest';
import { classifierFromModel } from './intent-model.ts';
import { ChatModelError, decodeIntentModel, encodeIntentModel } from './model-file.ts';
import { defaultClassifierOptions } from './options.ts';
import { trainIntentModel } from './train.ts';

const model = trainIntentModel(
  {
    cancel_order: ['cancel my order', 'I want to cancel an order', 'how do I cancel a purchase'],
    track_order: ['where is my order', 'track my package', 'status of my purchase'],
    recover_password: ['I forgot my password', 'reset my password', 'recover my account password'],
  },
  defaultClassifierOptions,
);

describe('the chat model file', () => {
  it('gives back the model it was written from, with its version', () => {
    const { version, model: read } = decodeIntentModel(encodeIntentModel(model, 'abc123'));
    expect(version).toBe('abc123');
    expect(read.intents).toEqual(model.intents);
    const [before, after] = [classifierFromModel(model), classifierFromModel(read)];
    for (const message of ['please cancel order #10234', 'wheres my parcel', 'forgot pasword']) {
      const [expected, actual] = [before.rank(message), after.rank(message)];
      expect(actual.map((score) => score.intent)).toEqual(expected.map((score) => score.intent));
      actual.forEach((score, i) => expect(score.confidence).toBeCloseTo(expected[i]?.confidence ?? 0, 2));
    }
  });

  it('refuses a file of another format', () => {
    const text = encodeIntentModel(model, 'abc123').replace(/"format":\d+/, '"format":1');
    expect(() => decodeIntentModel(text)).toThrow(ChatModelError);
  });

  it('refuses a file whose weights do not match its vocabulary', () => {
    const text = encodeIntentModel(model, 'abc123').replace('"rowSizes":[', '"rowSizes":[1,');
    expect(() => decodeIntentModel(text)).toThrow(/damaged/);
  });

  it('refuses a file that names an intent the code does not know', () => {
    const text = encodeIntentModel(model, 'abc123').replace('"cancel_order"', '"cancel_everything"');
    expect(() => decodeIntentModel(text)).toThrow(/intents/);
  });
});
