import { describe, expect, it } from 'vitest';
import { readJob, type OutboxJob } from './enqueue.ts';

/** A payload each kind carries, as its callers queue it. */
const wellFormed: OutboxJob[] = [
  { kind: 'email', payload: { to: 'ada@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', reference: 'greeting' } },
  {
    kind: 'refund',
    payload: { orderId: 'o1', paymentProvider: 'stripe', paymentReference: 'pi_1', amount: 1_250, idempotencyKey: 'refund-o1' },
  },
  {
    kind: 'refund',
    payload: { orderId: 'o1', paymentProvider: 'test', paymentReference: 't1', amount: 0, idempotencyKey: 'k', refundId: 'r1' },
  },
  { kind: 'files', payload: { remove: ['products/p1/', 'avatars/u1'] } },
  { kind: 'restock', payload: { productId: 'p1' } },
  { kind: 'supportReply', payload: { messageId: '0b6f3c1e-8a4d-4c2b-9e1f-2a3b4c5d6e7f' } },
  { kind: 'passwordReset', payload: { email: 'ada@example.com' } },
];

/** For each kind, a payload it does not carry and the field the reason names. */
const malformed: Array<{ kind: string; payload: unknown; names: string }> = [
  { kind: 'email', payload: { to: 42, subject: 'Hi', text: 'Hi', html: '', reference: 'r' }, names: 'to' },
  { kind: 'email', payload: { to: 'ada@example.com', subject: 'Hi', text: 'Hi', html: '' }, names: 'reference' },
  {
    kind: 'refund',
    payload: { orderId: 'o1', paymentProvider: 'paypal', paymentReference: 'p', amount: 100, idempotencyKey: 'k' },
    names: 'paymentProvider',
  },
  {
    kind: 'refund',
    payload: { orderId: 'o1', paymentProvider: 'test', paymentReference: 'p', amount: 12.5, idempotencyKey: 'k' },
    names: 'amount',
  },
  {
    kind: 'refund',
    payload: { orderId: 'o1', paymentProvider: 'test', paymentReference: 'p', amount: -1, idempotencyKey: 'k' },
    names: 'amount',
  },
  { kind: 'files', payload: { remove: 'products/p1/' }, names: 'remove' },
  { kind: 'restock', payload: {}, names: 'productId' },
  { kind: 'supportReply', payload: { messageId: 'not-a-uuid' }, names: 'messageId' },
  { kind: 'passwordReset', payload: { email: null }, names: 'email' },
];

describe('outbox job payloads', () => {
  it.each(wellFormed)('reads a well-formed $kind job as it was queued', (job) => {
    expect(readJob(job.kind, job.payload)).toEqual({ job });
  });

  it.each(malformed)('refuses a $kind payload it does not carry, naming $names', ({ kind, payload, names }) => {
    const read = readJob(kind, payload);
    expect(read.job).toBeUndefined();
    expect(read.problem).toMatch(/^The job's payload cannot be read: /);
    expect(read.problem).toContain(names);
  });

  it('refuses a kind no handler does, and a payload that is not an object', () => {
    expect(readJob('fax', { to: 'ada' }).problem).toContain('kind');
    expect(readJob('restock', 'p1').problem).toContain('payload');
  });

  it('drops fields a kind does not carry, so no handler sees them', () => {
    expect(readJob('restock', { productId: 'p1', secret: 'x' })).toEqual({ job: { kind: 'restock', payload: { productId: 'p1' } } });
  });
});
