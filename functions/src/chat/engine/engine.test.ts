import { MONEY_BACK_DAYS, RETURNS_DAYS } from '@shop/core/constants';
import { shopInfo } from '@shop/core/shop-info';
import { DELIVERY_COUNTRIES } from '@shop/core/policies';
import { describe, expect, it } from 'vitest';
import { loadChatClassifier } from '../classifier/model/load.ts';
import { createChatEngine, type ChatEngineDeps } from './engine.ts';
import type { CatalogProduct } from './catalog.ts';
import { memoryCatalog, sampleProduct, sampleProducts } from '@shop/test-support/chat-catalog';

const classifier = loadChatClassifier();
const engineWith = (deps: Partial<ChatEngineDeps> = {}) => createChatEngine({ catalog: memoryCatalog(), classifier, ...deps });
const engine = engineWith();

// A shop question gets the shop's own answer and reports the support intent it is a reading of (intents.ts).
describe('the chat engine: shop questions', () => {
  it('answers "how much is shipping?" from the FAQ: shipping is free', async () => {
    const answer = await engine.answer('how much is shipping?');
    expect(answer).toMatchObject({ source: 'FAQ', intent: 'delivery_options' });
    expect(answer.response).toMatch(/free/i);
    expect(answer.response).toContain('£0.00');
  });

  it(`answers the returns question with ${RETURNS_DAYS} days`, async () => {
    const answer = await engine.answer('can I return an item I bought?');
    expect(answer).toMatchObject({ source: 'FAQ', intent: 'check_refund_policy' });
    expect(answer.response).toContain(`${RETURNS_DAYS} days`);
  });

  it(`answers the money back question with ${MONEY_BACK_DAYS} days`, async () => {
    const answer = await engine.answer('do you have a money back guarantee?');
    expect(answer).toMatchObject({ source: 'FAQ', intent: 'check_refund_policy' });
    expect(answer.response).toContain(`${MONEY_BACK_DAYS} days`);
  });

  it('answers that payment is secure', async () => {
    const answer = await engine.answer('is it safe to pay with my card on your site?');
    expect(answer).toMatchObject({ source: 'FAQ', intent: 'check_payment_methods' });
    expect(answer.response).toMatch(/secure/i);
  });

  it('answers the support hours', async () => {
    const answer = await engine.answer('what are your opening hours?');
    expect(answer).toMatchObject({ source: 'FAQ', intent: 'contact_customer_service' });
    expect(answer.response).toContain(shopInfo.supportHours);
  });

  it('answers how to contact the shop with its email and phone', async () => {
    const answer = await engine.answer('how can I contact you?');
    expect(answer).toMatchObject({ source: 'FAQ', intent: 'contact_customer_service' });
    expect(answer.response).toContain(shopInfo.email);
    expect(answer.response).toContain(shopInfo.phone);
  });

  it('answers where the store is', async () => {
    const answer = await engine.answer('where is your store?');
    expect(answer).toMatchObject({ source: 'FAQ', intent: 'contact_customer_service' });
    expect(answer.response).toContain(shopInfo.address);
  });

  it('points to what a shopper can do on the site: cancel, return, reset a password; and names every country it delivers to', async () => {
    expect((await engine.answer('I want to cancel my order')).response).toContain(
      'open it under My orders in the profile menu and choose Cancel order',
    );
    expect((await engine.answer('how do I return an item?')).response).toContain(
      'open the order under My orders, choose the items and quantities and say why',
    );
    expect((await engine.answer('I forgot my password')).response).toContain('choose "Forgot password?" on the Login page');
    const delivery = (await engine.answer('where do you deliver to?')).response;
    for (const country of DELIVERY_COUNTRIES) expect(delivery).toContain(country);
  });

  it('asks an anonymous visitor to log in for order help, with a link, and shows no sample order number', async () => {
    const answer = await engine.answer('I need help cancelling purchase {{Order Number}}');
    expect(answer).toMatchObject({ source: 'Orders', intent: 'cancel_order', actions: [{ label: 'Log in', href: '/login' }] });
    expect(answer.response).toContain('Log in');
    expect(answer.response).not.toContain('{{');
  });
});

describe('the chat engine: catalogue questions', () => {
  it('answers "cheapest watch" with the cheapest watch in the catalogue and its price', async () => {
    const answer = await engine.answer('cheapest watch');
    expect(answer).toMatchObject({ source: 'Catalog', intent: 'product_cheapest' });
    expect(answer.response).toBe('Our cheapest watch is the Pulse Fitness Watch at £79.99.');
  });

  it('answers the price of a named product, even misspelt', async () => {
    const answer = await engine.answer('hwat is the price of the meridan chronograph?');
    expect(answer).toMatchObject({ source: 'Catalog', intent: 'product_price' });
    expect(answer.response).toContain('The Meridian Chronograph Watch costs £249.00.');
  });

  it('still reads the order number and amount in a message that names a product', async () => {
    const answer = await engine.answer('the westview sofa from order #55120, I want my £899 back');
    expect(answer).toMatchObject({ intent: 'get_refund' });
  });

  it('answers whether a named product is available', async () => {
    const answer = await engine.answer('is the westview sofa in stock?');
    expect(answer).toMatchObject({ source: 'Catalog', intent: 'product_availability' });
    expect(answer.response).toContain('Yes, the Stone and Beam Westview Sofa is in stock and available for £899.00.');
  });

  it('never says a sold-out product is available, and says when only a few are left', async () => {
    const products = sampleProducts.map((product) =>
      product.productName === 'Ergo Mesh Office Chair'
        ? { ...product, stock: 0 }
        : product.productName === 'Kerry Dining Chair'
          ? { ...product, stock: 2 }
          : product,
    );
    const live = engineWith({ catalog: memoryCatalog(products) });
    expect((await live.answer('Is the Ergo Mesh Office Chair in stock?')).response).toBe(
      'Sorry, the Ergo Mesh Office Chair (£199.00) is out of stock at the moment.',
    );
    expect((await live.answer('is the kerry dining chair available?')).response).toBe(
      'Yes, the Kerry Dining Chair is in stock and available for £45.00, with only 2 left.',
    );
    expect((await live.answer('do you have any chairs in stock?')).response).toBe(
      'Yes, we have 2 chairs in stock: Kerry Dining Chair (£45.00), Baltsar Lounge Chair (£129.00).',
    );
    const soldOut = products.map((product) => (product.category === 'chair' ? { ...product, stock: 0 } : product));
    expect((await engineWith({ catalog: memoryCatalog(soldOut) }).answer('do you have any chairs in stock?')).response).toBe(
      'Sorry, our chairs are all out of stock at the moment.',
    );
  });

  /** The sample catalogue and a Halden Sofa sold in these colours, as these variants. */
  const haldenEngine = (colours: string[], variants: CatalogProduct['variants']) =>
    engineWith({
      catalog: memoryCatalog([
        ...sampleProducts,
        sampleProduct({
          productName: 'Halden Sofa',
          category: 'sofa',
          price: 89_900,
          stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
          options: [{ name: 'Colour', values: colours }],
          variants,
        }),
      ]),
    });

  it('answers for the variant a shopper names, and lists the ones in stock without confirming one it is not sold in', async () => {
    const live = haldenEngine(
      ['Oatmeal', 'Charcoal', 'Forest'],
      [
        { label: 'Oatmeal', values: ['Oatmeal'], price: 89_900, stock: 2 },
        { label: 'Charcoal', values: ['Charcoal'], price: 94_900, stock: 0 },
      ],
    );
    expect((await live.answer('is the halden sofa available in oatmeal?')).response).toBe(
      'Yes, the Halden Sofa in Oatmeal is in stock and available for £899.00, with only 2 left.',
    );
    expect((await live.answer('is the halden sofa in stock in charcoal?')).response).toBe(
      'Sorry, the Halden Sofa in Charcoal (£949.00) is out of stock at the moment.',
    );
    expect((await live.answer('is the halden sofa available in forest?')).response).toBe('Sorry, the Halden Sofa is not sold in Forest.');
    const black = (await live.answer('is the halden sofa available in black?')).response;
    expect(black).toMatch(/^The Halden Sofa is sold in Oatmeal, Charcoal and Forest, not in black./);
    expect(black).not.toMatch(/^yes/i);
    expect((await live.answer('how much is the halden sofa?')).response).toBe('The Halden Sofa costs from £899.00.');
  });

  it('reads a word of a value as the value, and answers a colour it is sold in from its variants', async () => {
    const live = haldenEngine(
      ['Oatmeal', 'Forest green', 'Navy'],
      [
        { label: 'Oatmeal', values: ['Oatmeal'], price: 89_900, stock: 2 },
        { label: 'Forest green', values: ['Forest green'], price: 89_900, stock: 0 },
        { label: 'Navy', values: ['Navy'], price: 89_900, stock: 7 },
      ],
    );
    expect((await live.answer('is the halden sofa available in green?')).response).toBe(
      'Sorry, the Halden Sofa in Forest green (£899.00) is out of stock at the moment.',
    );
    expect((await live.answer('does the halden sofa come in navy?')).response).toMatch(/^Yes, the Halden Sofa in Navy is in stock/);
  });

  it('an accessory for a product we sell is not that product: no "Yes"', async () => {
    const answer = await engine.answer('do you sell cases for the nimbus phone 12?');
    expect(answer.response).not.toMatch(/^yes/i);
    expect(answer.response).toMatch(/do not sell cases/i);
  });

  it.each([
    'are the wireless earbuds available right now? they kept showing sold out last week',
    'are the earbuds back in stock yet? been waiting ages, when are they coming back',
    'I would like to know whether your earbuds are in stock, as my old pair is broken',
  ])('"%s" asks whether earbuds can be had now', async (message) => {
    const answer = await engine.answer(message);
    expect(answer.intent).toBe('product_availability');
    expect(answer.response).toMatch(/^Yes, we have 2 earbuds in stock/);
  });

  it('says so when a product is not in the catalogue', async () => {
    const answer = await engine.answer('do you sell laptops?');
    expect(answer.source).toBe('Catalog');
    expect(answer.response).toContain('could not find that product');
  });

  it('lists the products of a category, cheapest first', async () => {
    const answer = await engine.answer('what phones do you have?');
    expect(answer).toMatchObject({ source: 'Catalog', intent: 'product_category' });
    expect(answer.response).toBe('We have 2 mobile phones: Orbit Lite Smartphone (£199.00), Nimbus Phone 12 (£799.00).');
  });

  it('answers the best rated product of a category with its rating', async () => {
    const answer = await engine.answer('best rated chair');
    expect(answer).toMatchObject({ source: 'Catalog', intent: 'product_best_rated' });
    expect(answer.response).toBe('Our best rated chair is the Baltsar Lounge Chair, rated 4.80 out of 5 from 20 ratings, at £129.00.');
  });

  it('answers the lowest rated product of a category, of products that have ratings', async () => {
    const answer = await engine.answer('which chair has the worst reviews?');
    expect(answer.response).toBe('Our lowest rated chair is the Kerry Dining Chair, rated 3.50 out of 5 from 2 ratings, at £45.00.');
  });

  it('after a product, "and delivery for that?" gives that product\'s delivery, and "too much, the cheapest?" stays in its category', async () => {
    const first = await engine.reply({ message: 'tell me about the kensington leather chesterfield' });
    const delivery = await engine.reply({ message: 'ok and delivery for that?', focus: first.focus });
    expect(delivery.answer.response).toMatch(/^Ordered now, the Kensington Leather Chesterfield would arrive/);
    const cheapest = await engine.reply({ message: "hmm that's too much. what's the cheapest?", focus: first.focus });
    expect(cheapest.answer.response).toBe('Our cheapest sofa is the Rivet Bigelow Modern Sofa at £649.00.');
  });

  it('answers "watches under £100" with the watches within that budget', async () => {
    const answer = await engine.answer('watches under £100');
    expect(answer).toMatchObject({ source: 'Catalog', intent: 'product_budget' });
    expect(answer.response).toBe('Here are our watches up to £100.00: Pulse Fitness Watch (£79.99).');
  });

  it('says when nothing fits the budget, and names the cheapest', async () => {
    const answer = await engine.answer('sofas under £100');
    expect(answer.response).toBe('We have no sofas up to £100.00. The cheapest is the Rivet Bigelow Modern Sofa (£649.00).');
  });

  it('knows a product as soon as the catalogue has it', async () => {
    const products = [...sampleProducts];
    const live = engineWith({ catalog: memoryCatalog(products) });
    products.push(sampleProduct({ productName: 'Tiny Tick Watch', category: 'watch', price: 999 }));
    expect((await live.answer('cheapest watch')).response).toBe('Our cheapest watch is the Tiny Tick Watch at £9.99.');
  });

  it('says the catalogue cannot be read rather than failing', async () => {
    const broken = engineWith({ catalog: { products: () => Promise.reject(new Error('database down')) } });
    const answer = await broken.answer('cheapest watch');
    expect(answer.source).toBe('Fallback');
    expect(answer.response).toContain('cannot look at the catalogue');
    expect((await broken.answer('how much is shipping?')).source).toBe('FAQ');
  });
});

describe('the chat engine: small talk, empty messages and fallback', () => {
  it('greets back', async () => {
    expect(await engine.answer('hello')).toMatchObject({ source: 'SmallTalk', intent: 'greeting' });
  });

  it('says who it is', async () => {
    const answer = await engine.answer('are you a bot?');
    expect(answer).toMatchObject({ source: 'SmallTalk', intent: 'who_are_you' });
    expect(answer.response).toContain('Multimart Assistant');
  });

  it('answers an empty message with a gentle prompt', async () => {
    const answer = await engine.answer('   ');
    expect(answer).toMatchObject({ source: 'SmallTalk', intent: null });
    expect(answer.response).toContain('Please type your question');
  });

  it('falls back honestly on a question the shop cannot answer, offering a person', async () => {
    const answer = await engine.answer('what is the weather like in Paris tomorrow?');
    expect(answer).toMatchObject({ source: 'Fallback', intent: null });
    expect(answer.response).toContain(shopInfo.email);
  });

  it('asks the language model, when one is configured, before falling back', async () => {
    const withModel = engineWith({ languageModel: { answer: async () => 'We only sell furniture and gadgets.' } });
    expect(await withModel.answer('what is the weather like in Paris tomorrow?')).toMatchObject({
      source: 'AI',
      response: 'We only sell furniture and gadgets.',
    });
  });

  it('falls back when the language model fails or declines', async () => {
    const failing = engineWith({ languageModel: { answer: () => Promise.reject(new Error('timeout')) } });
    expect((await failing.answer('what is the weather like in Paris tomorrow?')).source).toBe('Fallback');
    const declining = engineWith({ languageModel: { answer: async () => null } });
    expect((await declining.answer('what is the weather like in Paris tomorrow?')).source).toBe('Fallback');
  });
});

describe("the chat engine: the owner's answers", () => {
  const giftWrap = { id: 'a1', text: 'We gift wrap any order for free: say so in the order note.', link: { label: 'Shop', href: '/shop' } };
  const ownerAnswers = { find: (message: string) => (/gift wrap/i.test(message) ? giftWrap : null) };

  it("answers with the owner's answer the port finds, naming its own source and link", async () => {
    const answer = await engineWith({ ownerAnswers }).answer('can you gift wrap it?');
    expect(answer).toMatchObject({ source: 'Shop', response: giftWrap.text, actions: [giftWrap.link] });
  });

  it('answers from its own knowledge when the port finds none', async () => {
    expect(await engineWith({ ownerAnswers }).answer('how much is shipping?')).toMatchObject({ source: 'FAQ' });
  });
});
