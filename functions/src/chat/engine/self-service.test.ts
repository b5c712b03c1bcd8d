import { describe, expect, it, vi } from 'vitest';
import { passwordResetMessages } from '@shop/core/auth';
import { memoryCatalog } from '@shop/test-support/chat-catalog';
import type { ChatCustomer, ChatOrder } from './customer-orders.ts';
import { conflict } from '../../errors.ts';
import type { ChatAnswer } from './answer.ts';
import { createChatEngine } from './engine.ts';
import type { Focus } from '../conversations/index.ts';
import { loadChatClassifier } from '../classifier/model/load.ts';

const classifier = loadChatClassifier();
const customer: ChatCustomer = { id: 'u1', name: 'Ada', email: 'ada@example.com' };
const delivered: ChatOrder = {
  id: 'o-delivered',
  number: 1893,
  status: 'delivered',
  items: [{ productName: 'Pulse Fitness Watch', quantity: 1 }],
  total: 19_900,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const shipped: ChatOrder = { ...delivered, id: 'o-shipped', number: 1894, status: 'shipped' };

function assistant({ failReturn }: { failReturn?: Error } = {}) {
  const requestReturn = vi.fn(async (_customerId: string, orderId: string, _reason: string) => {
    if (failReturn) throw failReturn;
    return { ...delivered, id: orderId, status: 'return_requested' };
  });
  const sendPasswordReset = vi.fn(async (_request: { email: string; client: string }) => undefined);
  const engine = createChatEngine({
    catalog: memoryCatalog(),
    classifier,
    orders: { list: async () => [shipped, delivered], requestReturn },
    account: { sendPasswordReset },
  });
  let focus: Focus = {};
  const say = async (message: string, who: ChatCustomer | null = customer): Promise<ChatAnswer> => {
    const turn = await engine.reply({ message, focus, customer: who });
    focus = turn.focus;
    return turn.answer;
  };
  return { say, requestReturn, sendPasswordReset };
}

describe('the assistant starts a return', () => {
  it('asks why, then asks for a Yes, and only then requests the return with the reason', async () => {
    const { say, requestReturn } = assistant();
    const why = await say('I want to return my order');
    expect(why.response).toContain('Why are you returning order #1893');
    expect(why.actions).toEqual([{ label: 'View order #1893', href: '/orders/o-delivered' }]);

    const question = await say('The strap broke after two days');
    expect(question.response).toContain('Start a return of order #1893');
    expect(question.response).toContain('"The strap broke after two days"');
    expect(question.suggestions).toEqual(['Yes', 'No']);
    expect(requestReturn).not.toHaveBeenCalled();

    const done = await say('Yes');
    expect(requestReturn).toHaveBeenCalledWith('u1', 'o-delivered', 'The strap broke after two days');
    expect(done.response).toMatch(/the return of order #1893 .* is requested \(status: Return requested\)/);
  });

  it('does nothing when the answer is No, at the reason or at the question', async () => {
    const first = assistant();
    await first.say('I want to return my order');
    expect((await first.say('no')).response).toContain('I have not done anything');
    const second = assistant();
    await second.say('start a return');
    await second.say('Wrong size');
    expect((await second.say('No')).response).toContain('I have not done anything');
    expect(first.requestReturn).not.toHaveBeenCalled();
    expect(second.requestReturn).not.toHaveBeenCalled();
  });

  it('explains why an order that is not delivered cannot be returned, and a refusal of the service', async () => {
    const { say } = assistant();
    expect((await say('I want to return order #1894')).response).toMatch(/on its way.*Once it is delivered you have 30 days to return it/);
    const refused = assistant({ failReturn: conflict('The 30-day return window has closed.') });
    await refused.say('I want to return my order');
    await refused.say('Too big');
    expect((await refused.say('yes')).response).toBe('I could not start the return: The 30-day return window has closed.');
  });

  it("never tells the customer an internal error's text: it goes up to the HTTP edge, which logs it", async () => {
    const broken = assistant({ failReturn: new Error('connection to 10.0.0.3:5432 terminated') });
    await broken.say('I want to return my order');
    await broken.say('Too big');
    await expect(broken.say('yes')).rejects.toThrow('terminated');
  });

  it('asks a visitor who is not logged in to log in instead', async () => {
    const { say, requestReturn } = assistant();
    const answer = await say('I want to return my order', null);
    expect(answer.response).not.toContain('Why are you returning');
    expect(requestReturn).not.toHaveBeenCalled();
  });
});

describe('the assistant sends a password-reset email', () => {
  it("offers to send the link to the account's address and sends it only after Yes", async () => {
    const { say, sendPasswordReset } = assistant();
    const question = await say('I forgot my password');
    expect(question.response).toBe('Send a password-reset link to ada@example.com? Nothing happens until you answer Yes.');
    expect(question.suggestions).toEqual(['Yes', 'No']);
    expect(sendPasswordReset).not.toHaveBeenCalled();
    const done = await say('yes please');
    expect(sendPasswordReset).toHaveBeenCalledWith({ email: 'ada@example.com', client: 'unknown' });
    expect(done.response).toBe(`${passwordResetMessages.requested} Look for it in the inbox of ada@example.com.`);
  });

  it('sends nothing after No', async () => {
    const { say, sendPasswordReset } = assistant();
    await say('how do I reset my password?');
    await say('no');
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('links a visitor who is not logged in to the Forgot password page', async () => {
    const { say, sendPasswordReset } = assistant();
    const answer = await say('I forgot my password', null);
    expect(answer.actions).toEqual([{ label: 'Reset your password', href: '/forgot-password' }]);
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });
});
