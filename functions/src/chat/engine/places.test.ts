import { describe, expect, it } from 'vitest';
import { memoryCatalog } from '@shop/test-support/chat-catalog';
import { loadChatClassifier } from '../classifier/model/load.ts';
import { createChatEngine } from './engine.ts';
import { countryOfCity } from './places.ts';

const classifier = loadChatClassifier();
const engine = createChatEngine({ catalog: memoryCatalog(), classifier });

describe('the country of a city a customer names', () => {
  it.each([
    ['can I order from Munich?', 'Germany'],
    ['do you ship to lyon', 'France'],
    ['I live in New York', 'United States'],
    ['deliver to Reading?', 'United Kingdom'],
    ["I'd like to order from Paris, is that possible?", 'France'],
    ['can you ship to oslo?', 'Norway'],
    ['delivery to dublin', 'Ireland'],
  ])('"%s" is in %s', (message, country) => {
    expect(countryOfCity(message, classifier.words)).toBe(country);
  });

  it('reads no place in ordinary words, nor in a word of ours written in lower case', () => {
    expect(countryOfCity('I want to order a sofa', classifier.words)).toBeUndefined();
    expect(countryOfCity('can I order from my mobile?', classifier.words)).toBeUndefined();
    expect(countryOfCity('is it on sale in nice colours?', classifier.words)).toBeUndefined();
  });
});

describe('delivery to the country of a city', () => {
  it.each([
    ['can I order from Munich?', /we deliver to Germany/],
    ['do you ship to lyon', /we deliver to France/],
    ['could I buy a sofa from Lisbon?', /do not deliver to Portugal/],
    ['I live in Zagreb, can I order from you?', /do not deliver to Croatia/],
    ['can I order from Manchester?', /we deliver to the United Kingdom/],
    ["I'm trying to order from {{Delivery Country}}", /We deliver to .*Ireland/],
  ])('"%s" is answered as delivery options', async (message, says) => {
    const answer = await engine.answer(message);
    expect(answer).toMatchObject({ source: 'FAQ', intent: 'delivery_options' });
    expect(answer.response).toMatch(says);
  });

  it('asked how long delivery there takes, gives the times and reports the delivery period', async () => {
    const answer = await engine.answer('How many working days for delivery to Manchester?');
    expect(answer).toMatchObject({ source: 'FAQ', intent: 'delivery_period' });
    expect(answer.response).toMatch(/we deliver to the United Kingdom.*working days/);
  });

  it("leaves a question about the customer's own order to the order answers", async () => {
    const answer = await engine.answer('I ordered from Munich last week, where is my order?');
    expect(answer.intent).toBe('track_order');
  });
});

describe('a place named in another question', () => {
  it('answers the question, not where we deliver', async () => {
    const answer = await engine.answer('I live in the UK, how do I get a refund?');
    expect(answer.intent).toBe('get_refund');
  });
});

describe('moving abroad', () => {
  it('is why the customer asks, not a question about delivery', async () => {
    const answer = await engine.answer("I've moved abroad, please delete my account");
    expect(answer.intent).toBe('delete_account');
  });
});
