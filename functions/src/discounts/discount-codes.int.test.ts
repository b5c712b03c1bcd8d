// Discount codes over HTTP: the admin creates, pauses and sees the uses of a code; the cart's quote and the
// order take it off the subtotal with a clear refusal for each reason; the order keeps the code and the
// discount; the last use of a code goes to exactly one of 20 racing shoppers; refunds pay back what was paid.
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  discountInputMessages,
  type DiscountCode,
  type DiscountCodeUses,
  type NewDiscountCodeInput,
  type OrderQuote,
} from '@shop/core/discounts/input';
import { discountMessages } from '@shop/core/discounts/rules';
import type { PlacedOrder } from '@shop/core/orders';
import type { RefundOutcome } from '@shop/core/orders/refunds';
import type { ApiError } from '@shop/core/errors';
import { signUp, type Client } from '@shop/test-support/accounts';
import { adminTestApp } from '@shop/test-support/admin';
import { checkoutRequest, postOrder } from '@shop/test-support/checkout';
import { insertProduct } from '@shop/test-support/data-generators';

const { t, admin, shopper } = await adminTestApp();

const db = () => t.database.db;
let codeCounter = 0;
const codeName = (prefix: string) => `${prefix}${(codeCounter += 1)}`;
const yesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();

const adminSends = (method: string, path: string, body?: unknown) =>
  t.app.request(`/api/admin/discount-codes${path}`, {
    method,
    headers: { cookie: admin.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function createCode(input: Partial<NewDiscountCodeInput> = {}): Promise<DiscountCode> {
  const response = await adminSends('POST', '', { code: codeName('SAVE'), kind: 'percent', value: 10, startsAt: yesterday(), ...input });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as DiscountCode;
}

const quote = (client: Client | null, discountCode: string, items: Array<{ productId: string; quantity: number }>) =>
  t.app.request('/api/quotes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(client ? { cookie: client.cookie } : {}) },
    body: JSON.stringify({ discountCode, items }),
  });

const order = (client: Client, discountCode: string, items: Array<{ productId: string; quantity: number }>) =>
  postOrder(t.app, client, checkoutRequest(items, { discountCode }));

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(400);
  return ((await response.json()) as ApiError).error.message;
}

describe('the admin and discount codes', () => {
  it('creates a code in capitals, lists it with its uses, and refuses a second of the same name', async () => {
    const created = await createCode({
      code: ' winter-20 ',
      kind: 'amount',
      value: 2_000,
      minSpend: 10_000,
      maxUses: 50,
      categories: ['sofa'],
    });
    expect(created).toMatchObject({
      code: 'WINTER-20',
      kind: 'amount',
      value: 2_000,
      minSpend: 10_000,
      maxUses: 50,
      categories: ['sofa'],
      uses: 0,
    });
    const list = (await (await adminSends('GET', '')).json()) as { items: DiscountCode[] };
    expect(list.items.map((code) => code.code)).toContain('WINTER-20');
    const again = await adminSends('POST', '', { code: 'Winter-20', kind: 'percent', value: 5, startsAt: yesterday() });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiError).error.message).toBe(discountInputMessages.taken);
  });

  it('refuses a percentage over 100 and an end before the start, with the field to fix', async () => {
    const over = await adminSends('POST', '', { code: 'OVER', kind: 'percent', value: 120, startsAt: yesterday() });
    expect(over.status).toBe(400);
    expect(((await over.json()) as ApiError).error.fields?.value).toBe(discountInputMessages.percent);
    const backwards = await adminSends('POST', '', {
      code: 'BACKWARDS',
      kind: 'percent',
      value: 5,
      startsAt: yesterday(),
      endsAt: '2020-01-01T00:00:00Z',
    });
    expect(((await backwards.json()) as ApiError).error.fields?.endsAt).toBe(discountInputMessages.endsAt);
  });

  it('pauses a code, which the cart then refuses, and resumes it', async () => {
    const product = await insertProduct(db(), { price: 5_000 });
    const code = await createCode();
    const paused = await adminSends('PATCH', `/${code.id}`, { isPaused: true });
    expect(((await paused.json()) as DiscountCode).isPaused).toBe(true);
    expect(await refusal(await quote(shopper, code.code, [{ productId: product.id, quantity: 1 }]))).toBe(discountMessages.paused);
    await adminSends('PATCH', `/${code.id}`, { isPaused: false });
    expect((await quote(shopper, code.code, [{ productId: product.id, quantity: 1 }])).status).toBe(200);
  });
});

describe('a code in the cart and at checkout', () => {
  it('quotes the discounted total to a visitor, and the order keeps the code, the discount and each line share', async () => {
    const sofa = await insertProduct(db(), { price: 10_000, category: 'sofa' });
    const watch = await insertProduct(db(), { price: 5_001, category: 'watch' });
    const code = await createCode({ value: 10 });
    const items = [
      { productId: sofa.id, quantity: 1 },
      { productId: watch.id, quantity: 1 },
    ];
    const quoted = await quote(null, code.code.toLowerCase(), items);
    expect(quoted.status, await quoted.clone().text()).toBe(200);
    expect((await quoted.json()) as OrderQuote).toEqual({
      discountCode: code.code,
      subtotal: 15_001,
      discount: 1_500,
      total: 13_501,
      message: discountMessages.applied(code.code, 1_500),
    });
    const placed = await order(shopper, code.code, items);
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order: kept } = (await placed.json()) as PlacedOrder;
    expect(kept).toMatchObject({ status: 'paid', subtotal: 15_001, discountCode: code.code, discount: 1_500, total: 13_501 });
    expect(kept.items.map((line) => line.discount)).toEqual([1_000, 500]);
    await t.worker.runOnce();
    const [email] = (await readdir(t.config.mailDir)).filter((file) => file.startsWith(`order-${kept.number}-confirmation`));
    const text = await readFile(`${t.config.mailDir}/${email}`, 'utf8');
    // The file is quoted-printable: the pound sign is written =C2=A3.
    expect(text).toMatch(new RegExp(`Discount ${code.code}: -.*15\\.00`));
    expect(text).toMatch(/Total: .*135\.01/);
    const uses = (await (await adminSends('GET', `/${code.id}/uses`)).json()) as DiscountCodeUses;
    expect(uses.code.uses).toBe(1);
    expect(uses.uses).toMatchObject([{ orderId: kept.id, orderNumber: kept.number, discount: 1_500, total: 13_501 }]);
  });

  it('without a code, the total is the subtotal', async () => {
    const product = await insertProduct(db(), { price: 2_500 });
    const placed = await postOrder(t.app, shopper, checkoutRequest([{ productId: product.id, quantity: 2 }]));
    const { order: kept } = (await placed.json()) as PlacedOrder;
    expect(kept).toMatchObject({ subtotal: 5_000, discountCode: null, discount: 0, shipping: 0, total: 5_000 });
  });

  it('refuses an unknown code, an expired one, one not yet started and one below its minimum spend, placing no order', async () => {
    const product = await insertProduct(db(), { price: 1_000, category: 'chair' });
    const items = [{ productId: product.id, quantity: 1 }];
    expect(await refusal(await order(shopper, 'NO-SUCH-CODE', items))).toBe(discountMessages.unknown);
    const expired = await createCode({ startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z' });
    expect(await refusal(await order(shopper, expired.code, items))).toBe(discountMessages.expired);
    const later = await createCode({ startsAt: '2099-06-01T12:00:00Z' });
    expect(await refusal(await quote(shopper, later.code, items))).toBe('This code can be used from 1 June 2099.');
    const big = await createCode({ minSpend: 5_000 });
    expect(await refusal(await order(shopper, big.code, items))).toBe(discountMessages.minSpend(5_000, 1_000, []));
    const sofasOnly = await createCode({ categories: ['sofa'] });
    expect(await refusal(await quote(shopper, sofasOnly.code, items))).toBe(discountMessages.noEligibleLines(['sofa']));
    const uses = (await (await adminSends('GET', `/${big.id}/uses`)).json()) as DiscountCodeUses;
    expect(uses.uses).toEqual([]);
  });

  it('lets one account use a code only as often as it allows', async () => {
    const product = await insertProduct(db(), { price: 1_000 });
    const items = [{ productId: product.id, quantity: 1 }];
    const once = await createCode({ maxUsesPerCustomer: 1 });
    const buyer = await signUp(t);
    expect((await order(buyer, once.code, items)).status).toBe(201);
    expect(await refusal(await order(buyer, once.code, items))).toBe(discountMessages.customerUsedUp);
    expect((await order(shopper, once.code, items)).status).toBe(201);
  });

  it('gives a code back when the card is declined', async () => {
    const product = await insertProduct(db(), { price: 1_000 });
    const items = [{ productId: product.id, quantity: 1 }];
    const single = await createCode({ maxUses: 1 });
    const declined = await postOrder(
      t.app,
      shopper,
      checkoutRequest(items, {
        discountCode: single.code,
        payment: { method: 'test-card', card: { number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' } },
      }),
    );
    expect(((await declined.json()) as PlacedOrder).order.status).toBe('failed');
    expect((await order(shopper, single.code, items)).status).toBe(201);
  });

  it('20 shoppers race for the last use of a code: exactly one gets it, the others are told it is used up', async () => {
    const product = await insertProduct(db(), { price: 3_000, stock: 100 });
    const items = [{ productId: product.id, quantity: 1 }];
    const last = await createCode({ maxUses: 2 });
    expect((await order(shopper, last.code, items)).status).toBe(201);
    const racers: Client[] = [];
    for (let index = 0; index < 20; index += 1) racers.push(await signUp(t));
    const answers = await Promise.all(racers.map((racer) => order(racer, last.code, items)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    const messages = await Promise.all(
      answers.filter((answer) => answer.status === 400).map(async (answer) => ((await answer.json()) as ApiError).error.message),
    );
    expect(new Set(messages)).toEqual(new Set([discountMessages.usedUp]));
    const uses = (await (await adminSends('GET', `/${last.id}/uses`)).json()) as DiscountCodeUses;
    expect(uses.code.uses).toBe(2);
  });
});

describe('refunds of a discounted order', () => {
  const refund = (orderId: string, body: unknown) =>
    t.app.request(`/api/admin/orders/${orderId}/refunds`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('pays back the discounted total in full, never the subtotal', async () => {
    const product = await insertProduct(db(), { price: 3_333 });
    const code = await createCode({ value: 15 });
    const { order: kept } = (await (await order(shopper, code.code, [{ productId: product.id, quantity: 3 }])).json()) as PlacedOrder;
    expect(kept.total).toBe(9_999 - 1_500);
    const all = await refund(kept.id, { reason: 'Changed mind' });
    expect(all.status, await all.clone().text()).toBe(201);
    expect(((await all.json()) as RefundOutcome).refund.amount).toBe(8_499);
    const more = await refund(kept.id, { reason: 'Again', amount: 1 });
    expect(more.status).toBe(409);
  });

  it('pays back line by line what each line was paid, adding up to the total', async () => {
    const sofa = await insertProduct(db(), { price: 10_000, category: 'sofa' });
    const chair = await insertProduct(db(), { price: 2_999, category: 'chair' });
    const code = await createCode({ kind: 'amount', value: 1_000, categories: ['sofa'] });
    const { order: kept } = (await (
      await order(shopper, code.code, [
        { productId: sofa.id, quantity: 3 },
        { productId: chair.id, quantity: 1 },
      ])
    ).json()) as PlacedOrder;
    const [sofaLine, chairLine] = kept.items;
    expect(sofaLine?.discount).toBe(1_000);
    expect(chairLine?.discount).toBe(0);
    const amounts: number[] = [];
    for (const lines of [
      [{ lineId: sofaLine?.id, quantity: 1 }],
      [{ lineId: chairLine?.id, quantity: 1 }],
      [{ lineId: sofaLine?.id, quantity: 2 }],
    ]) {
      const response = await refund(kept.id, { reason: 'Return', lines });
      expect(response.status, await response.clone().text()).toBe(201);
      amounts.push(((await response.json()) as RefundOutcome).refund.amount);
    }
    expect(amounts).toEqual([9_666, 2_999, 19_334]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(kept.total);
  });
});
