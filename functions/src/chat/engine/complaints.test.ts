import { describe, expect, it } from 'vitest';
import { loadChatClassifier } from '../classifier/model/load.ts';
import type { ChatOrder } from './customer-orders.ts';
import { createChatEngine } from './engine.ts';
import { memoryCatalog } from '@shop/test-support/chat-catalog';

const order = (number: number, status: string, productName: string): ChatOrder => ({
  id: `order-${number}`,
  number,
  status,
  items: [{ productName, quantity: 1 }],
  total: 10_000,
  createdAt: '2026-11-01T10:00:00.000Z',
  tracking: status === 'shipped' ? { carrier: 'DPD', number: 'DPD42' } : null,
});
const sofa = order(4101, 'delivered', 'Stone and Beam Westview Sofa');
const watch = order(4102, 'shipped', 'Pulse Fitness Watch');
const customer = { id: 'c1', name: 'Sam', email: 'sam@example.com' };
const engine = createChatEngine({
  catalog: memoryCatalog(),
  classifier: loadChatClassifier(),
  orders: { list: async () => [watch, sofa] },
});
const offersPerson = /shall i pass this to a person\?/i;

describe('complaints and problems', () => {
  it('"my sofa arrived with a ripped cushion" apologises, names the order, offers a return and a person, and lists no sofas', async () => {
    const { answer, focus } = await engine.reply({ message: 'my sofa arrived with a ripped cushion', customer });
    expect(answer.response).toMatch(/^sorry/i);
    expect(answer.response).toContain('#4101');
    expect(answer.response).toMatch(/return/i);
    expect(answer.response).toMatch(offersPerson);
    expect(answer.response).not.toContain('Rivet Bigelow');
    expect(focus.pending).toMatchObject({ kind: 'handOver' });
  });

  it('the wrong item, anonymously: an apology, the return step and a person, without listing products', async () => {
    const { answer } = await engine.reply({ message: 'you sent me the wrong item' });
    expect(answer.response).toMatch(/^sorry/i);
    expect(answer.response).toMatch(/return/i);
    expect(answer.response).toMatch(offersPerson);
  });

  it('a late delivery: the order’s tracking, an apology and a person', async () => {
    const { answer } = await engine.reply({ message: 'my watch is late, it should have been here days ago', customer });
    expect(answer.response).toMatch(/^sorry/i);
    expect(answer.response).toContain('DPD42');
    expect(answer.response).toMatch(offersPerson);
  });

  it('a missing parcel and a double charge each get their own step and a person', async () => {
    const missing = await engine.reply({ message: 'my parcel never arrived' });
    expect(missing.answer.response).toMatch(/courier/i);
    expect(missing.answer.response).toMatch(offersPerson);
    const twice = await engine.reply({ message: 'I was charged twice' });
    expect(twice.answer.response).toMatch(/refund the duplicate/i);
    expect(twice.answer.response).toMatch(offersPerson);
  });

  it.each([
    'the sofa came without its feet, they are not in the box',
    'the cushions are missing from the sofa delivery',
    'the sofa arrived with no legs in the box',
  ])('a part missing, "%s": an apology, what to send us, the order and a person, not a product', async (message) => {
    const { answer } = await engine.reply({ message, customer });
    expect(answer.response).toMatch(/^sorry/i);
    expect(answer.response).toMatch(/missing/i);
    expect(answer.response).toContain('#4101');
    expect(answer.response).toMatch(offersPerson);
    expect(answer.response).not.toMatch(/description says/i);
  });

  it('a fault in other words: "the left earbud gives no sound at all" is a faulty item', async () => {
    const { answer } = await engine.reply({ message: 'I bought earbuds and the left earbud gives no sound at all. What can you do?' });
    expect(answer.response).toMatch(/^sorry your item arrived damaged or faulty/i);
  });

  it('a fault told as the reason for a return is met with an apology', async () => {
    const returning = createChatEngine({
      catalog: memoryCatalog(),
      classifier: loadChatClassifier(),
      orders: { list: async () => [watch, sofa], requestReturn: async () => ({ ...sofa, status: 'return_requested' }) },
    });
    const asked = await returning.reply({ message: 'I want to return the sofa', customer });
    const { answer } = await returning.reply({ message: "there's a big stain on the seat", focus: asked.focus, customer });
    expect(answer.response).toMatch(/^sorry/i);
    expect(answer.response).toMatch(/start a return of order #4101/i);
  });

  it('yes to the offer hands over; the complaint alone opens no ticket', async () => {
    let opened = 0;
    const support = { openTicket: async () => 7000 + ++opened };
    const first = await engine.reply({ message: 'the chair I got is broken', support });
    expect(opened).toBe(0);
    const yes = await engine.reply({ message: 'yes', focus: first.focus, support });
    expect(opened).toBe(1);
    expect(yes.answer.response).toContain('#7001');
  });

  it.each(['registraton not working', 'pw reset not working?? thx', "the tracking link doesn't work, where is my parcel?"])(
    'a part of the site that does not work, "%s", is no faulty item',
    async (message) => {
      expect((await engine.reply({ message })).answer.response).not.toMatch(/damaged or faulty/i);
    },
  );

  it.each(['my new speaker stopped working', "it won't turn on", 'the headphones do not work'])(
    '"%s" is a faulty item',
    async (message) => {
      expect((await engine.reply({ message })).answer.response).toMatch(/damaged or faulty/i);
    },
  );

  it('a broken thing of their own is no complaint when the customer asks to buy a new one', async () => {
    const { answer } = await engine.reply({ message: 'My phone screen cracked this morning. I need to buy a replacement phone from you.' });
    expect(answer.intent).toBe('place_order');
  });
});
