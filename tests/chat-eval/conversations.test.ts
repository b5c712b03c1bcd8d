import { loadChatClassifier } from '@shop/functions/chat';
import { describe, expect, it } from 'vitest';
import { conversations, runConversationSuite } from './conversations.ts';

describe('the graded conversation suite', () => {
  it('has at least 120 conversations of our own, single and multi-turn, logged in and anonymous', () => {
    expect(conversations.length).toBeGreaterThanOrEqual(120);
    expect(conversations.some((conversation) => conversation.turns.length > 1)).toBe(true);
    expect(conversations.some((conversation) => conversation.customer !== undefined)).toBe(true);
  });

  it('passes at least 95 % of the conversations with no harmful answer', async () => {
    const report = await runConversationSuite(loadChatClassifier());
    const failed = report.results.filter((result) => result.failures.length > 0 || result.harms.length > 0);
    console.log(
      `chat conversation suite: ${report.passed}/${report.conversations} passed (${(report.passRate * 100).toFixed(1)} %), ${report.harmful} harmful answers`,
    );
    for (const result of failed)
      console.log(
        `  ${result.conversation} [${result.turn}] "${result.say}" -> ${result.reply}\n    ${[...result.failures, ...result.harms].join('; ')}`,
      );
    expect(report.harmful).toBe(0);
    expect(report.passRate).toBeGreaterThanOrEqual(0.95);
  }, 60_000);
});
