import { loadChatClassifier } from '@shop/functions/chat';
import { describe, expect, it } from 'vitest';
import { conversations, runConversationSuite } from './conversations.ts';

describe('the graded conversation suite', () => {
  it('has at least 250 conversations of our own, single and multi-turn, logged in and anonymous, of every kind', () => {
    expect(conversations.length).toBeGreaterThanOrEqual(250);
    const turns = conversations.flatMap((conversation) =>
      conversation.turns.map((turn, index) => turn.kind ?? (index === 0 ? 'first message' : 'follow-up')),
    );
    const count = (kind: string) => turns.filter((item) => item === kind).length;
    expect(count('follow-up')).toBeGreaterThanOrEqual(80);
    expect(count('multi-question')).toBeGreaterThanOrEqual(40);
    expect(count('page')).toBeGreaterThanOrEqual(30);
    expect(count('product fact')).toBeGreaterThanOrEqual(30);
    expect(count('complaint')).toBeGreaterThanOrEqual(30);
    expect(conversations.some((conversation) => conversation.turns.length > 1)).toBe(true);
    expect(conversations.some((conversation) => conversation.customer !== undefined)).toBe(true);
  });

  it('passes at least 95 % of the conversations with no harmful answer', async () => {
    const report = await runConversationSuite(loadChatClassifier());
    const failed = report.results.filter((result) => result.failures.length > 0 || result.harms.length > 0);
    console.log(
      `chat conversation suite: ${report.passed}/${report.conversations} passed (${(report.passRate * 100).toFixed(1)} %), ${report.harmful} harmful answers`,
    );
    for (const [kind, tally] of Object.entries(report.byKind)) console.log(`  ${kind}: ${tally.passed}/${tally.turns} turns passed`);
    for (const result of failed)
      console.log(
        `  ${result.conversation} [${result.turn}] "${result.say}" -> ${result.reply}\n    ${[...result.failures, ...result.harms].join('; ')}`,
      );
    expect(report.harmful).toBe(0);
    expect(report.passRate).toBeGreaterThanOrEqual(0.95);
  }, 60_000);
});
