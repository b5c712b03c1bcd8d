// The owner teaching the assistant through the real app: an answer written by an admin is given at once to a
// paraphrase of its examples and to nothing else; disabled or deleted it is not; every change is kept with
// who made it; a draft is tried before saving; what the assistant could not answer is grouped; its report.
import { describe, expect, it } from 'vitest';
import type { ChatAnswer } from '@shop/core/chat';
import type { LiveEvent } from '@shop/core/events';
import { apiErrorSchema } from '@shop/core/errors';
import {
  ownerAnswerMessages,
  type AssistantReport,
  type OwnerAnswerChanges,
  type OwnerAnswerList,
  type OwnerAnswerView,
  type TryQuestionResult,
  type UnansweredReport,
} from '@shop/core/owner-answers';
import { ok, sender } from '@shop/test-support/requests';
import { adminTestApp } from '@shop/test-support/admin';
import { announce } from '../events/index.ts';

const { t, admin, shopper } = await adminTestApp();

const send = sender(t);

const ANSWERS = '/api/admin/assistant/answers';
const giftWrap = {
  text: 'We gift wrap any order for £3: choose "Gift wrap" at checkout.',
  link: { label: 'Delivery and extras', href: '/policies/shipping' },
  examples: ['Do you offer gift wrapping?', 'Can you wrap my order as a present?', 'Is gift wrap available?'],
};

/** A visitor of their own (a fresh chat cookie) asks one question. */
async function ask(message: string): Promise<ChatAnswer> {
  return ok<ChatAnswer>(await send('POST', '/chat/get', undefined, { message }));
}

/** A visitor's conversation: each message in turn, answered; the cookie it was given. */
async function converse(...messages: string[]): Promise<{ answers: ChatAnswer[]; cookie: string }> {
  let cookie = '';
  const answers: ChatAnswer[] = [];
  for (const message of messages) {
    const response = await send('POST', '/chat/get', cookie || undefined, { message });
    cookie ||= response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    answers.push(await ok<ChatAnswer>(response));
  }
  return { answers, cookie };
}

const create = (body: unknown) => send('POST', ANSWERS, admin.cookie, body);

describe("the owner's answers", () => {
  it('are given at once to a paraphrase of their examples, with their own source and link, and to nothing else', async () => {
    const created = await ok<OwnerAnswerView>(await create(giftWrap));
    expect(created).toMatchObject({ ...giftWrap, isEnabled: true, createdBy: admin.user.displayName });

    await expect.poll(async () => (await ask('could you gift-wrap the present for me?')).source).toBe('Shop');
    const answer = await ask('could you gift-wrap the present for me?');
    expect(answer).toMatchObject({ response: giftWrap.text, actions: [giftWrap.link] });
    expect((await ask('What is your refund policy?')).source).not.toBe('Shop');
    expect((await ask('my phone screen is cracked')).source).not.toBe('Shop');
    await ok(await send('DELETE', `${ANSWERS}/${created.id}`, admin.cookie));
  });

  it('are not given once disabled or deleted, and keep every change with who made it and when', async () => {
    const { id } = await ok<OwnerAnswerView>(await create(giftWrap));
    await expect.poll(async () => (await ask('is gift wrap available?')).source).toBe('Shop');

    await ok(await send('PATCH', `${ANSWERS}/${id}`, admin.cookie, { isEnabled: false }));
    await expect.poll(async () => (await ask('is gift wrap available?')).source).not.toBe('Shop');
    await ok(await send('PATCH', `${ANSWERS}/${id}`, admin.cookie, { isEnabled: true }));
    const edited = await ok<OwnerAnswerView>(await send('PATCH', `${ANSWERS}/${id}`, admin.cookie, { text: 'Gift wrap is £4.' }));
    expect(edited).toMatchObject({ text: 'Gift wrap is £4.', examples: giftWrap.examples, isEnabled: true });
    await expect.poll(async () => (await ask('is gift wrap available?')).response).toBe('Gift wrap is £4.');

    await ok(await send('DELETE', `${ANSWERS}/${id}`, admin.cookie));
    await expect.poll(async () => (await ask('is gift wrap available?')).source).not.toBe('Shop');
    const list = await ok<OwnerAnswerList>(await send('GET', ANSWERS, admin.cookie));
    expect(list.items.map((item) => item.id)).not.toContain(id);

    const history = await ok<OwnerAnswerChanges>(await send('GET', `${ANSWERS}/${id}/changes`, admin.cookie));
    expect(history.items.map((item) => item.change)).toEqual(['deleted', 'edited', 'enabled', 'disabled', 'created']);
    expect(new Set(history.items.map((item) => item.by))).toEqual(new Set([admin.user.displayName]));
    expect(history.items.every((item) => !Number.isNaN(Date.parse(item.at)))).toBe(true);
  });

  it('refuses an answer without text or examples, or with a link outside the shop, saying why', async () => {
    const refusals = [
      [{ ...giftWrap, text: ' ' }, ownerAnswerMessages.textRequired],
      [{ ...giftWrap, examples: [] }, ownerAnswerMessages.examplesRequired],
      [{ ...giftWrap, link: { label: 'Elsewhere', href: '//evil.example' } }, ownerAnswerMessages.linkPathInvalid],
      [{ ...giftWrap, link: { label: 'Script', href: 'javascript:alert(1)' } }, ownerAnswerMessages.linkPathInvalid],
    ] as const;
    for (const [answer, message] of refusals) {
      const response = await create(answer);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.message).toContain(message);
    }
    expect((await send('PATCH', `${ANSWERS}/00000000-0000-4000-8000-000000000000`, admin.cookie, { text: 'x' })).status).toBe(404);
  });

  it('are for admins only', async () => {
    expect((await send('POST', ANSWERS, shopper.cookie, giftWrap)).status).toBe(403);
    expect((await send('GET', ANSWERS, undefined)).status).toBe(401);
  });
});

describe('trying a question against a draft answer', () => {
  const tryIt = (question: string) =>
    send('POST', `${ANSWERS}/try`, admin.cookie, { question, examples: giftWrap.examples }).then(ok<TryQuestionResult>);

  it('says whether the draft would be given, and how close the question came', async () => {
    const near = await tryIt('do you do gift wrapping?');
    expect(near.isUsed).toBe(true);
    expect(near.score).toBeGreaterThanOrEqual(near.threshold);
    const far = await tryIt('where is my parcel?');
    expect(far.isUsed).toBe(false);
    expect(far.score).toBeLessThan(far.threshold);
    expect((await ok<OwnerAnswerList>(await send('GET', ANSWERS, admin.cookie))).items).toEqual([]);
  });
});

describe('what the assistant could not answer, and its report', () => {
  it('groups fallbacks, unhelpful ratings and hand-overs by similarity, most frequent first, and counts them in the report', async () => {
    const before = await ok<AssistantReport>(await send('GET', '/api/admin/assistant/report', admin.cookie));
    const unclear = 'zorblax quintessa vormund';
    await converse(unclear);
    await converse(`${unclear}?`);
    const rated = await converse('Do you sell tickets for the zorblax concert?');
    const [reply] = rated.answers;
    if (!reply) throw new Error('no reply');
    await ok(
      await send('POST', '/chat/feedback', rated.cookie, {
        message: 'Do you sell tickets for the zorblax concert?',
        response: reply.response,
        sentiment: 'negative',
        source: reply.source,
      }),
    );
    const handed = await converse('Do you sell tickets for the zorblax concert?', 'talk to a person');
    expect(handed.answers[1]?.response).toMatch(/ticket number is #\d+/);
    await converse('What is your refund policy?');

    const unanswered = await ok<UnansweredReport>(await send('GET', '/api/admin/assistant/unanswered?days=7', admin.cookie));
    // Either wording may stand for the two: they are the same question.
    const zorblax = unanswered.groups.find((group) => group.examples.some((example) => example.startsWith(unclear)));
    expect(zorblax).toMatchObject({ count: 2, kinds: { fallback: 2 } });
    const concert = unanswered.groups.find((group) => group.examples.includes('Do you sell tickets for the zorblax concert?'));
    expect(concert?.count).toBe(2);
    expect(concert?.kinds).toMatchObject({ negative: 1, handOver: 1 });
    expect(unanswered.groups.flatMap((group) => group.examples)).not.toContain('What is your refund policy?');
    const counts = unanswered.groups.map((group) => group.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const report = await ok<AssistantReport>(await send('GET', '/api/admin/assistant/report', admin.cookie));
    const [week, month] = report.periods;
    const [weekBefore] = before.periods;
    if (!week || !month || !weekBefore) throw new Error('no periods');
    expect(report.periods.map((period) => period.days)).toEqual([7, 30]);
    expect(week.conversations - weekBefore.conversations).toBe(5);
    expect(week.handedOver - weekBefore.handedOver).toBe(1);
    expect(week.ratings.negative - weekBefore.ratings.negative).toBe(1);
    expect(week.resolvedWithoutPerson - weekBefore.resolvedWithoutPerson).toBe(1);
    expect(month.conversations).toBeGreaterThanOrEqual(week.conversations);
    expect(report.topUnanswered.length).toBeGreaterThan(0);
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1)?.conversations).toBeGreaterThanOrEqual(5);

    // Answered now, the group goes after those still unanswered, and out of the report's top.
    const concertQuestion = 'Do you sell tickets for the zorblax concert?';
    const answer = await ok<OwnerAnswerView>(await create({ text: 'We sell no concert tickets.', examples: [concertQuestion] }));
    const after = await ok<UnansweredReport>(await send('GET', '/api/admin/assistant/unanswered?days=7', admin.cookie));
    expect(after.groups.at(-1)).toMatchObject({ examples: [concertQuestion], isAnswered: true });
    expect(after.groups.filter((group) => group.isAnswered)).toHaveLength(1);
    const reportAfter = await ok<AssistantReport>(await send('GET', '/api/admin/assistant/report', admin.cookie));
    expect(reportAfter.topUnanswered.flatMap((group) => group.examples)).not.toContain(concertQuestion);
    await ok(await send('DELETE', `${ANSWERS}/${answer.id}`, admin.cookie));
  });

  it('refuses a period other than 7 or 30 days', async () => {
    const response = await send('GET', '/api/admin/assistant/unanswered?days=9', admin.cookie);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(ownerAnswerMessages.periodInvalid);
  });
});

describe('the dashboards of other admins', () => {
  /** The live-feed events announced while `act` runs, on this instance's feed (as another instance hears them). */
  async function heardDuring(act: () => Promise<unknown>): Promise<LiveEvent[]> {
    const heard: LiveEvent[] = [];
    const stop = t.feed.subscribe((event) => heard.push(event));
    try {
      await act();
      // NOTIFY is delivered after the commit: the marker comes after everything the act announced.
      let stopWaiting = () => undefined as void;
      const marker = new Promise<void>((resolve) => {
        stopWaiting = t.feed.subscribe((event) => event.id === 'marker' && resolve());
      });
      await announce(t.database.db, { topic: 'products', id: 'marker' });
      await marker;
      stopWaiting();
      return heard.filter((event) => event.id !== 'marker');
    } finally {
      stop();
    }
  }
  const unansweredNews = (events: LiveEvent[]) => events.filter((event) => event.topic === 'unanswered');
  /** A visitor asks for the refund policy; how they then rate the answer. */
  async function refundPolicyRating(sentiment: 'positive' | 'negative') {
    const message = 'What is your refund policy?';
    const { answers, cookie } = await converse(message);
    const [reply] = answers;
    if (!reply) throw new Error('no reply');
    return () => send('POST', '/chat/feedback', cookie, { message, response: reply.response, sentiment, source: reply.source });
  }

  it('hear of each question the assistant could not answer: a fallback, an unhelpful rating, a hand-over', async () => {
    expect(unansweredNews(await heardDuring(() => converse('zorblax vormund quintessa?')))).toHaveLength(1);
    const rate = await refundPolicyRating('negative');
    expect(unansweredNews(await heardDuring(rate))).toHaveLength(1);
    expect(unansweredNews(await heardDuring(() => converse('talk to a person')))).toHaveLength(1);
  });

  it('hear nothing of a question the assistant answered, or of a helpful rating', async () => {
    const rate = await refundPolicyRating('positive');
    expect(unansweredNews(await heardDuring(() => converse('What is your refund policy?')))).toEqual([]);
    expect(unansweredNews(await heardDuring(rate))).toEqual([]);
  });
});
