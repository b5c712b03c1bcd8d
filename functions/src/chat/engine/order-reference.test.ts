import { describe, expect, it } from 'vitest';
import { loadChatClassifier } from '../classifier/model/load.ts';
import type { ChatOrder } from './customer-orders.ts';
import { createChatEngine } from './engine.ts';
import { memoryCatalog } from '@shop/test-support/chat-catalog';

const order = (number: number, status: string, productName: string, total: number): ChatOrder => ({
  id: `order-${number}`,
  number,
  status,
  items: [{ productName, quantity: 1 }],
  total,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const phone = order(3101, 'paid', 'Nimbus Phone 12', 79_900);
const sofa = order(3102, 'processing', 'Stone and Beam Westview Sofa', 89_900);
const watch = order(3103, 'shipped', 'Pulse Fitness Watch', 7_999);
const secondPhone = order(3104, 'paid', 'Orbit Lite Smartphone', 19_900);
const customer = { id: 'c1', name: 'Sam', email: 'sam@example.com' };
const cancelled: string[] = [];

function engineFor(list: ChatOrder[]) {
  return createChatEngine({
    catalog: memoryCatalog(),
    classifier: loadChatClassifier(),
    orders: {
      list: async () => list,
      cancel: async (_customer, id) => {
        cancelled.push(id);
        const found = list.find((item) => item.id === id);
        if (!found) throw new Error('no such order');
        return { ...found, status: 'cancelled' };
      },
      requestReturn: async (_customer, id) => {
        const found = list.find((item) => item.id === id);
        if (!found) throw new Error('no such order');
        return { ...found, status: 'return_requested' };
      },
    },
  });
}

const threeOrders = engineFor([watch, sofa, phone]);
const others = (response: string, ...numbers: number[]) => numbers.filter((number) => response.includes(`#${number}`));

describe('an order named by its product, its status or a piece of its number', () => {
  it('"cancel the phone I ordered" asks to cancel that order only, and cancels nothing before Yes', async () => {
    const { answer, focus } = await threeOrders.reply({ message: 'cancel the phone I ordered', customer });
    expect(answer.response).toMatch(/^Cancel order #3101 \(Nimbus Phone 12/);
    expect(others(answer.response, 3102, 3103)).toEqual([]);
    expect(cancelled).toEqual([]);
    const done = await threeOrders.reply({ message: 'yes', focus, customer });
    expect(done.answer.response).toContain('#3101');
    expect(cancelled).toEqual(['order-3101']);
  });

  it.each(['ok go on then', 'go for it', 'yep, go on'])('"%s" is a yes to the cancellation asked', async (yes) => {
    const asked = await engineFor([watch, phone]).reply({ message: 'cancel the phone I ordered', customer });
    cancelled.length = 0;
    const { answer } = await engineFor([watch, phone]).reply({ message: yes, focus: asked.focus, customer });
    expect(answer.response).toContain('#3101');
    expect(cancelled).toEqual(['order-3101']);
  });

  it('two actions in one message: the cancellation is asked first, and the return follows its Yes', async () => {
    const delivered = order(3105, 'delivered', 'Stone and Beam Westview Sofa', 89_900);
    const both = engineFor([phone, delivered]);
    cancelled.length = 0;
    const asked = await both.reply({ message: 'please return the sofa and cancel my phone order', customer });
    expect(asked.answer.response).toMatch(/^Cancel order #3101/);
    expect(asked.answer.response).toMatch(/return/i);
    expect(cancelled).toEqual([]);
    const { answer } = await both.reply({ message: 'yes to both', focus: asked.focus, customer });
    expect(cancelled).toEqual(['order-3101']);
    expect(answer.response).toContain('#3101');
    expect(answer.response).toMatch(/why are you returning order #3105/i);
  });

  it('a swap of an order not yet sent offers to cancel that order, and "cancel it" then asks about it', async () => {
    const asked = await threeOrders.reply({
      message: "I'd rather have the Orbit Lite than the Nimbus I ordered, can you swap it?",
      customer,
    });
    expect(asked.answer.response).toMatch(/we do not swap/i);
    expect(asked.answer.response).toContain('#3101');
    expect(asked.answer.response).toMatch(/cancel/i);
    const cancel = await threeOrders.reply({ message: 'ok cancel it then', focus: asked.focus, customer });
    expect(cancel.answer.response).toMatch(/^Cancel order #3101/);
  });

  it('"has the payment gone through?" on an order\'s page answers from that order', async () => {
    const { answer } = await threeOrders.reply({
      message: 'has the payment gone through?',
      page: { kind: 'order', orderId: phone.id },
      customer,
    });
    expect(answer.response).toContain('#3101');
    expect(answer.response).toMatch(/paid/i);
    expect(answer.response).not.toMatch(/did not go through/i);
  });

  it('finds the order by a product name', async () => {
    const { answer } = await threeOrders.reply({ message: 'where is my Westview sofa?', customer });
    expect(answer.response).toContain('#3102');
    expect(others(answer.response, 3101, 3103)).toEqual([]);
  });

  it('finds "the one that shipped" and "the watch"', async () => {
    const shipped = await threeOrders.reply({ message: 'where is the one that shipped?', customer });
    expect(shipped.answer.response).toContain('#3103');
    expect(others(shipped.answer.response, 3101, 3102)).toEqual([]);
    const watchAnswer = await threeOrders.reply({ message: 'has the watch I ordered been sent?', customer });
    expect(watchAnswer.answer.response).toContain('#3103');
  });

  it.each([
    ["can I cancel the one that hasn't been sent yet?", 3101, /^Cancel order #3101/],
    ["the order that's already been sent - where is it now?", 3103, /DPD|on its way/i],
  ])('finds the order in "%s" by a status with more than one word before it', async (message, number, says) => {
    const { answer } = await engineFor([watch, phone]).reply({ message, customer });
    expect(answer.response).toContain(`#${number}`);
    expect(answer.response).toMatch(says);
    expect(others(answer.response, 3101, 3103).filter((other) => other !== number)).toEqual([]);
  });

  it.each([
    ['the order I paid £899 for, has it been sent?', 3102],
    ['and the £79.99 one, where is it?', 3103],
  ])('finds the order by what it cost: "%s"', async (message, number) => {
    const { answer } = await threeOrders.reply({ message, customer });
    expect(answer.response).toContain(`#${number}`);
    expect(others(answer.response, 3101, 3102, 3103).filter((other) => other !== number)).toEqual([]);
  });

  it('"how much did the sofa cost me?" is what that order cost, and "an invoice for that" is that order\'s', async () => {
    const cost = await threeOrders.reply({ message: 'how much did the sofa cost me?', customer });
    expect(cost.answer.response).toContain('#3102');
    expect(cost.answer.response).toContain('£899.00');
    const invoice = await threeOrders.reply({ message: 'can I get an invoice for that?', focus: cost.focus, customer });
    expect(invoice.answer.response).toContain('#3102');
    expect(invoice.answer.response).toMatch(/invoice/i);
  });

  it('"and the other two?" after one order gives where each of the others is', async () => {
    const shipped = await threeOrders.reply({ message: 'where is the one that shipped?', customer });
    const { answer } = await threeOrders.reply({ message: 'and the other two?', focus: shipped.focus, customer });
    expect(answer.response).toContain('#3101');
    expect(answer.response).toContain('#3102');
    expect(answer.response).not.toMatch(/which one/i);
  });

  it('"which can I still cancel?" names the one that can, and "do that one then" asks to cancel it', async () => {
    cancelled.length = 0;
    const oneLeft = engineFor([watch, order(3106, 'delivered', 'Stone and Beam Westview Sofa', 89_900), phone]);
    const which = await oneLeft.reply({ message: 'which of my orders can still be cancelled?', customer });
    expect(which.answer.response).toContain('#3101');
    expect(which.answer.response).not.toMatch(/which one do you mean/i);
    const asked = await oneLeft.reply({ message: 'ok do that one then', focus: which.focus, customer });
    expect(asked.answer.response).toMatch(/^Cancel order #3101/);
    expect(cancelled).toEqual([]);
  });

  it('"what have I ordered?" lists the orders', async () => {
    const { answer } = await threeOrders.reply({ message: 'what have I ordered from you?', customer });
    for (const number of [3101, 3102, 3103]) expect(answer.response).toContain(`#${number}`);
  });

  it('"have you refunded me for anything?" says none of the orders has a refund, without asking which', async () => {
    const { answer } = await threeOrders.reply({ message: 'have you refunded me for anything yet?', customer });
    expect(answer.response).toMatch(/no refund/i);
    expect(answer.response).not.toMatch(/which one/i);
  });

  it('finds the order ending in a few digits', async () => {
    const { answer } = await threeOrders.reply({ message: 'track the order ending in 02', customer });
    expect(answer.response).toContain('#3102');
    expect(others(answer.response, 3101, 3103)).toEqual([]);
  });

  it('asks which only among the orders that match, listing only those', async () => {
    const { answer, focus } = await engineFor([watch, sofa, phone, secondPhone]).reply({ message: 'cancel the phone I ordered', customer });
    expect(answer.response).toMatch(/which/i);
    expect(answer.response).toContain('#3101');
    expect(answer.response).toContain('#3104');
    expect(others(answer.response, 3102, 3103)).toEqual([]);
    const next = await engineFor([watch, sofa, phone, secondPhone]).reply({ message: 'the Orbit one', focus, customer });
    expect(next.answer.response).toMatch(/^Cancel order #3104/);
  });

  it('"cancel that one" after an order is in focus cancels that one after Yes', async () => {
    const first = await threeOrders.reply({ message: 'where is my sofa?', customer });
    const { answer } = await threeOrders.reply({ message: 'cancel that one', focus: first.focus, customer });
    expect(answer.response).toMatch(/^Cancel order #3102/);
  });

  it('says so when no order has that product', async () => {
    const { answer } = await threeOrders.reply({ message: 'cancel the headphones I ordered', customer });
    expect(answer.response).toMatch(/none of your orders/i);
    expect(answer.response).not.toMatch(/^Cancel/);
  });
});
