// How the engine answers the classifier's readings: one clear reading answered, two close readings both
// offered (or both answered when short), and a problem reported under the support intent it is a reading of.
import { describe, expect, it } from 'vitest';
import { memoryCatalog } from '@shop/test-support/chat-catalog';
import type { IntentClassifier, IntentId } from '../classifier/index.ts';
import { loadChatClassifier } from '../classifier/model/load.ts';
import { createChatEngine } from './engine.ts';

/** A classifier that ranks every message the same way, so each reading is tested on its own. */
const ranking = (...scores: [IntentId, number][]): IntentClassifier => ({
  rank: () => scores.map(([intent, confidence]) => ({ intent, confidence })),
  words: new Set(),
});
const engineRanking = (...scores: [IntentId, number][]) => createChatEngine({ catalog: memoryCatalog(), classifier: ranking(...scores) });

describe('the readings of a message', () => {
  it('answers a clear lead directly, without "Did you mean"', async () => {
    const answer = await engineRanking(['delete_account', 0.62], ['edit_account', 0.2], ['switch_account', 0.18]).answer(
      'get rid of my profile',
    );
    expect(answer).toMatchObject({ source: 'FAQ', intent: 'delete_account' });
    expect(answer.response).not.toMatch(/did you mean/i);
  });

  it('gives both answers when two readings are close and both answers are short', async () => {
    const answer = await engineRanking(['switch_account', 0.45], ['create_account', 0.4], ['edit_account', 0.15]).answer('another account');
    expect(answer).toMatchObject({ source: 'FAQ', intent: 'switch_account' });
    expect(answer.response).toMatch(/^If you mean ".+": To switch to another account/);
    expect(answer.response).toMatch(/If you mean ".+": To create an account/);
  });

  it('asks which of two close readings was meant, offering both as quick replies, when an answer is long', async () => {
    const answer = await engineRanking(['cancel_order', 0.45], ['check_refund_policy', 0.4], ['complaint', 0.15]).answer('money');
    expect(answer.response).toMatch(/^Did you mean ".+" or ".+"\?$/);
    expect(answer.suggestions).toHaveLength(3);
    expect(answer.suggestions?.at(-1)).toBe('Talk to a person');
  });

  it('falls back when no two readings reach 0.6 together', async () => {
    const answer = await engineRanking(['cancel_order', 0.3], ['complaint', 0.25], ['review', 0.25], ['greeting', 0.2]).answer('hmm');
    expect(answer.source).toBe('Fallback');
    expect(answer.response).not.toMatch(/did you mean/i);
  });
});

describe('problems and what a message does, with the built model', () => {
  const engine = createChatEngine({ catalog: memoryCatalog(), classifier: loadChatClassifier() });

  it('reports "charged twice" as a payment issue, with the answer about the duplicate', async () => {
    const answer = await engine.answer('I was charged twice for one order');
    expect(answer.intent).toBe('payment_issue');
    expect(answer.response).toMatch(/refund the duplicate/i);
  });

  it('reports a refund asked for a damaged item as a refund, with the damaged-item answer', async () => {
    const answer = await engine.answer('Could you refund me for the damaged chair?');
    expect(answer.intent).toBe('get_refund');
    expect(answer.response).toMatch(/damaged or faulty/i);
  });

  it('reads a sign-up form that does not work as a registration problem, not a damaged item', async () => {
    expect((await engine.answer('your sign up form is not working')).intent).toBe('registration_problems');
  });

  it('reads "I\'m still waiting for my refund" as a refund status', async () => {
    expect((await engine.answer("I'm still waiting for my refund")).intent).toBe('track_refund');
  });
});
