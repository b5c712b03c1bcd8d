import { describe, expect, it } from 'vitest';
import { LATEST_NEGATIVE_LIMIT, type ChatFeedbackReport } from '@shop/core/chat-analytics';
import { chatFeedback } from '../db/index.ts';
import { signUp } from '@shop/test-support/accounts';
import { adminTestApp } from '@shop/test-support/admin';

const { t, admin } = await adminTestApp();

async function report(cookie = admin.cookie): Promise<ChatFeedbackReport> {
  const response = await t.app.request('/api/admin/chat-feedback', { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as ChatFeedbackReport;
}

type Rating = typeof chatFeedback.$inferInsert;
const rating = (sentiment: Rating['sentiment'], source: string, intent: string | null, at: number): Rating => ({
  message: `question ${at}`,
  response: `answer ${at}`,
  sentiment,
  source,
  intent,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, at)),
});

describe('GET /api/admin/chat-feedback', () => {
  it('is empty before anyone rates a reply', async () => {
    expect(await report()).toEqual({ totals: { positive: 0, neutral: 0, negative: 0 }, bySource: [], byIntent: [], latestNegative: [] });
  });

  it('counts ratings by source and by intent, most rated first, and lists the latest negative ones', async () => {
    await t.database.db
      .insert(chatFeedback)
      .values([
        rating('positive', 'AI', 'delivery_time', 1),
        rating('positive', 'AI', 'delivery_time', 2),
        rating('negative', 'AI', 'delivery_time', 3),
        rating('neutral', 'FAQ', 'refund_policy', 4),
        rating('negative', 'FAQ', null, 5),
        rating('negative', 'Catalogue', 'product_search', 6),
      ]);
    const body = await report();
    expect(body.totals).toEqual({ positive: 2, neutral: 1, negative: 3 });
    expect(body.bySource).toEqual([
      { source: 'AI', positive: 2, neutral: 0, negative: 1 },
      { source: 'FAQ', positive: 0, neutral: 1, negative: 1 },
      { source: 'Catalogue', positive: 0, neutral: 0, negative: 1 },
    ]);
    expect(body.byIntent[0]).toEqual({ intent: 'delivery_time', positive: 2, neutral: 0, negative: 1 });
    expect(body.byIntent).toContainEqual({ intent: null, positive: 0, neutral: 0, negative: 1 });
    expect(body.latestNegative.map((item) => [item.message, item.response, item.source])).toEqual([
      ['question 6', 'answer 6', 'Catalogue'],
      ['question 5', 'answer 5', 'FAQ'],
      ['question 3', 'answer 3', 'AI'],
    ]);
  });

  it(`shows at most the latest ${LATEST_NEGATIVE_LIMIT} negative ratings`, async () => {
    await t.database.db
      .insert(chatFeedback)
      .values(Array.from({ length: 30 }, (_, index) => rating('negative', 'AI', 'other', 10 + index)));
    const body = await report();
    expect(body.latestNegative).toHaveLength(LATEST_NEGATIVE_LIMIT);
    expect(body.latestNegative[0]?.message).toBe('question 39');
  });

  it('counts a rating sent through the chatbot', async () => {
    const chat = (path: string, body: unknown) =>
      t.app.request(`/chat/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const message = 'How long does delivery take?';
    const answer = (await (await chat('get', { message })).json()) as { response: string; source: string };
    const sent = await chat('feedback', { message, response: answer.response, sentiment: 'neutral', source: answer.source });
    expect(sent.status).toBe(200);
    const body = await report();
    expect(body.bySource.find((row) => row.source === answer.source)?.neutral).toBeGreaterThanOrEqual(1);
  });

  it('is for admins only', async () => {
    const shopper = await signUp(t);
    expect((await t.app.request('/api/admin/chat-feedback')).status).toBe(401);
    expect((await t.app.request('/api/admin/chat-feedback', { headers: { cookie: shopper.cookie } })).status).toBe(403);
  });
});
