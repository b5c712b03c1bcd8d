import { describe, expect, it } from 'vitest';
import { loadChatClassifier } from '../classifier/model/load.ts';
import { createChatEngine } from './engine.ts';
import { separateRequests, splitQuestions } from './several-questions.ts';
import { memoryCatalog } from '@shop/test-support/chat-catalog';

const engine = createChatEngine({ catalog: memoryCatalog(), classifier: loadChatClassifier() });

describe('several requests in one message', () => {
  it('splits at question marks, sentences, "also" and "and" before a new question, up to three', () => {
    expect(splitQuestions('how much is shipping and can I return an item')).toEqual(['how much is shipping', 'can I return an item']);
    // A tag question asks about the part before it.
    expect(splitQuestions('I want to pay by Amex, is that possible?')).toEqual(['I want to pay by Amex, is that possible?']);
    expect(splitQuestions('Do you sell sofas. What is the cheapest watch? Also do you deliver to Ireland')).toHaveLength(3);
    expect(splitQuestions('do you have sofas and chairs?')).toEqual(['do you have sofas and chairs?']);
  });

  it('reads "and your cheapest chair" on a line of its own as a question of its own', () => {
    expect(splitQuestions("what's your cheapest watch\nand your best rated chair")).toEqual([
      "what's your cheapest watch",
      'and your best rated chair',
    ]);
    expect(splitQuestions('Dear team,\nwhere is my order?')).toEqual(['Dear team,\nwhere is my order?']);
  });

  it('reads a list of price limits as one question each', () => {
    expect(splitQuestions('sofas under £700, chairs under £100 and watches under £150')).toEqual([
      'sofas under £700',
      'chairs under £100',
      'watches under £150',
    ]);
  });

  it("reads a command after a question as a request of its own, and one after a story as the story's request", () => {
    expect(splitQuestions('Where is my order? Refund it.')).toEqual(['Where is my order?', 'Refund it.']);
    expect(splitQuestions("What's your returns policy? Cancel my order please.")).toHaveLength(2);
    expect(splitQuestions('The sofa arrived torn. Refund it.')).toEqual(['The sofa arrived torn. Refund it.']);
  });

  it('reads a remark after a question as more about that question, not the next: "is it waterproof? I swim a lot."', () => {
    expect(splitQuestions('is the watch waterproof? I swim a lot. and how much is it')).toEqual([
      'is the watch waterproof? I swim a lot.',
      'and how much is it',
    ]);
  });

  it('reads a part that asks nothing (a greeting, thanks, what happened) as the context of a question, not a question', () => {
    const greeting = "Good afternoon. I'd like to change the colour of the armchair I ordered.";
    expect(splitQuestions(greeting)).toEqual([greeting]);
    const story = 'My neighbour recommended your shop, and I need to swap the lamp I bought for a bigger one';
    expect(splitQuestions(story)).toEqual([story]);
    expect(splitQuestions('Hi there. How much is shipping and can I return an item? Thanks a lot.')).toEqual([
      'Hi there. How much is shipping',
      'can I return an item? Thanks a lot.',
    ]);
  });

  it.each([
    'Can you help? Where is my refund',
    'Quick question: where is my parcel?',
    'hi, could you help me please? I want to cancel my order',
  ])('reads a plea for help before the question as its context: "%s"', (message) => {
    expect(splitQuestions(message)).toEqual([message]);
  });

  it('separates requests written as commands in one sentence when each is clear on its own, and of its own kind', () => {
    const kinds: Record<string, string> = {
      'refund my order': 'get_refund',
      'forgot password': 'recover_password',
      'cancel it': 'cancel_order',
    };
    const kindOf = (part: string) => kinds[part];
    expect(separateRequests('refund my order, also forgot password', kindOf)).toEqual(['refund my order', 'forgot password']);
    expect(separateRequests('refund my order and forgot password', kindOf)).toEqual(['refund my order', 'forgot password']);
    expect(separateRequests('refund my order and something else', kindOf)).toEqual(['refund my order and something else']);
    expect(separateRequests('refund my order and refund my order', kindOf)).toEqual(['refund my order and refund my order']);
  });

  it('leaves a name with "and" in it whole', () => {
    expect(separateRequests('how big is the Stone and Beam Westview Sofa', () => 'product_question')).toEqual([
      'how big is the Stone and Beam Westview Sofa',
    ]);
  });

  it('leaves a story of several sentences whole: its "and"s join what happened', () => {
    let kinds = 0;
    const kindOf = () => `kind ${(kinds += 1)}`;
    const story = 'The sofa came torn and the legs are missing. I want a refund.';
    expect(separateRequests(story, kindOf)).toEqual([story]);
  });

  it('answers each of two questions joined by "and", in order', async () => {
    const { response } = await engine.answer('how much is shipping and can I return an item?');
    expect(response).toMatch(/free/i);
    expect(response).toContain('30 days');
    expect(response.search(/free/i)).toBeLessThan(response.indexOf('30 days'));
  });

  it('answers three questions in one reply', async () => {
    const { response } = await engine.answer('What is the cheapest watch? How much is the Nimbus Phone 12? Do you deliver to Ireland?');
    expect(response).toContain('Pulse Fitness Watch');
    expect(response).toContain('£799.00');
    expect(response).toMatch(/deliver to Ireland/i);
  });

  it('never loses one: a part it cannot answer is said so, beside the answered ones', async () => {
    const { response } = await engine.answer('How much is shipping? blorp zint quax?');
    expect(response).toMatch(/free/i);
    expect(response).toMatch(/blorp zint quax/);
  });

  it('says which questions it left for later beyond three', async () => {
    const { response } = await engine.answer(
      'How much is shipping? Can I return an item? What is the cheapest watch? Do you deliver to Ireland?',
    );
    expect(response).toMatch(/do you deliver to Ireland/i);
  });
});

describe('several answers in one reply', () => {
  it('says a sentence two answers share once: the delivery times after "do you deliver to Ireland and how long does it take"', async () => {
    const { response } = await engine.answer('do you deliver to ireland and how long does it take');
    expect(response).toMatch(/we deliver to Ireland/);
    expect(response.match(/2 to 4 working days/g)).toHaveLength(1);
    expect(response).toMatch(/dispatched the same day/);
  });
});
