import { describe, expect, it } from 'vitest';
import { builtInQuestions } from '../chat/index.ts';
import { answerMatcher, OWNER_ANSWER_THRESHOLD } from './answer-matcher.ts';

const giftWrap = {
  id: 'gift-wrap',
  text: 'We gift wrap any order for £3: tick "Gift wrap" at checkout.',
  link: null,
  examples: ['Do you offer gift wrapping?', 'Can you wrap my order as a present?', 'Is gift wrap available?'],
};
const showroom = {
  id: 'showroom',
  text: 'Our showroom in Leeds is open Monday to Saturday, 10am to 6pm.',
  link: { label: 'Visit us', href: '/policies/contact' },
  examples: ['Do you have a showroom?', 'Can I see the sofas in person?', 'Where is your shop in Leeds?'],
};
const matcher = answerMatcher([giftWrap, showroom], builtInQuestions());

describe("the owner's answers, matched to a question by its examples", () => {
  it('gives an answer to a paraphrase of its examples', () => {
    expect(matcher.find('could you gift-wrap the present for me?')?.id).toBe('gift-wrap');
    expect(matcher.find('can I look at your sofas in the showroom?')?.id).toBe('showroom');
  });

  it('gives no answer to a question about something else', () => {
    expect(matcher.find('what is the weather like tomorrow?')).toBeNull();
    expect(matcher.find('my phone screen is cracked')).toBeNull();
  });

  it("leaves a built-in answer's own question to the built-in answer", () => {
    expect(matcher.find('What is your refund policy?')).toBeNull();
    expect(matcher.find('I want to cancel my order')).toBeNull();
  });

  it('tells how close the closest answer came, used or not', () => {
    const far = matcher.closest('where is my parcel?');
    expect(far.score).toBeLessThan(OWNER_ANSWER_THRESHOLD);
    const near = matcher.closest('do you offer gift wrapping?');
    expect(near.answer?.id).toBe('gift-wrap');
    expect(near.score).toBeGreaterThan(0.99);
  });

  it('answers nothing when the owner wrote nothing', () => {
    expect(answerMatcher([], builtInQuestions()).find('do you offer gift wrapping?')).toBeNull();
  });
});
