import { describe, expect, it } from 'vitest';
import { loadChatClassifier } from '../classifier/model/load.ts';
import { createChatEngine } from './engine.ts';
import { memoryCatalog, sampleProduct, sampleProducts } from '@shop/test-support/chat-catalog';
import { describingSentence } from './product-facts.ts';

const chesterfield = sampleProduct({
  productName: 'Kensington Leather Chesterfield',
  category: 'sofa',
  price: 149_900,
  shortDesc: 'Deep-buttoned three-seat Chesterfield in cognac leather.',
  description:
    'Full-grain cognac leather, deep buttoning and classic scroll arms. Hand-finished on a kiln-dried hardwood frame with dark block feet.',
});
const halden = sampleProduct({
  productName: 'Halden Three-Seat Sofa',
  category: 'sofa',
  price: 89_900,
  shortDesc: 'A roomy three-seater in oatmeal weave with tapered walnut legs.',
  description:
    'Deep foam-and-fibre seat cushions and a hard-wearing oatmeal weave. Tapered walnut legs keep it light on its feet. Two accent cushions in mustard and forest green are included.',
  options: [{ name: 'Colour', values: ['Oatmeal', 'Grey'] }],
  variants: [
    { label: 'Oatmeal', values: ['Oatmeal'], price: 89_900, stock: 4 },
    { label: 'Grey', values: ['Grey'], price: 89_900, stock: 0 },
  ],
});
const headphones = sampleProduct({
  productName: 'Aria Studio Headphones',
  category: 'wireless',
  price: 24_999,
  shortDesc: 'Over-ear headphones with a 40-hour battery.',
  description: 'Memory-foam cushions stay comfortable for hours. Folds flat into the included case.',
});
const others = sampleProducts.filter(
  (item) => !['Kensington Leather Chesterfield', 'Aria Noise-Cancelling Headphones'].includes(item.productName),
);
const engine = createChatEngine({
  catalog: memoryCatalog([...others, chesterfield, halden, headphones]),
  classifier: loadChatClassifier(),
});
const onPage = (product: { id: string }) => ({ kind: 'product' as const, productId: product.id });

describe('product facts from the catalogue’s own text', () => {
  it('"does it come in green?" about a cognac-leather sofa says what the description says, and never yes', async () => {
    const { answer } = await engine.reply({ message: 'does it come in green?', page: onPage(chesterfield) });
    expect(answer.response).toMatch(/described in cognac leather/i);
    expect(answer.response).toMatch(/no other colour is listed/i);
    expect(answer.response).not.toMatch(/\byes\b|is available/i);
    expect(answer.actions).toEqual([{ label: 'Kensington Leather Chesterfield', href: `/shop/${chesterfield.id}` }]);
    expect(answer.suggestions).toContain('Talk to a person');
  });

  it('answers a colour from the variants the product is sold in, without a "Yes, ... is available"', async () => {
    const green = await engine.reply({ message: 'does the Halden sofa come in green?' });
    expect(green.answer.response).toMatch(/sold in Oatmeal and Grey/);
    expect(green.answer.response).toMatch(/not in green/i);
    expect(green.answer.response).not.toMatch(/is available/i);
    const colours = await engine.reply({ message: 'what colours does the Halden sofa come in?' });
    expect(colours.answer.response).toMatch(/sold in Oatmeal and Grey/);
  });

  it('answers the material from the description', async () => {
    const { answer } = await engine.reply({ message: 'what is it made of?', page: onPage(chesterfield) });
    expect(answer.response).toMatch(/leather/);
    expect(answer.response).toMatch(/hardwood/);
    expect(answer.response).not.toMatch(/^yes/i);
  });

  it('answers what is in the box from the description, and says so when the description does not', async () => {
    const box = await engine.reply({ message: 'does it come with a case?', page: onPage(headphones) });
    expect(box.answer.response).toMatch(/included case/i);
    const charger = await engine.reply({ message: 'is a charger included with the Aria Studio Headphones?' });
    expect(charger.answer.response).toMatch(/does not mention a charger/i);
    expect(charger.answer.response).not.toMatch(/^yes/i);
  });

  it('says the description gives no measurements when it does not', async () => {
    const { answer } = await engine.reply({ message: 'how big is it?', page: onPage(chesterfield) });
    expect(answer.response).toMatch(/does not give (?:its )?(?:size|measurements)/i);
    expect(answer.response).not.toMatch(/^yes/i);
  });

  it('"what about in grey?" after a product answers that variant', async () => {
    const first = await engine.reply({ message: 'is the Halden sofa in stock?' });
    const { answer } = await engine.reply({ message: 'what about in grey?', focus: first.focus });
    expect(answer.response).toContain('Halden Three-Seat Sofa in Grey');
    expect(answer.response).toMatch(/out of stock/i);
  });
});

describe('the sentence of a product text that answers another question', () => {
  const sofa = sampleProduct({
    productName: 'Stone and Beam Westview Sofa',
    category: 'sofa',
    price: 89900,
    shortDesc: 'A roomy three-seater in oatmeal weave with tapered walnut legs.',
    description: 'Deep foam-and-fibre seat cushions. Two accent cushions in mustard and forest green are included.',
  });

  it('quotes the sentence sharing the question words, whatever their ending', () => {
    expect(describingSentence(sofa, 'how many does it seat?')).toMatch(/three-seater/);
    expect(describingSentence(sofa, 'what are the legs like')).toMatch(/walnut legs/);
    expect(describingSentence(sofa, 'are the accents cushions removable?')).toMatch(/accent cushions/);
  });

  it('meets a word the text says otherwise: a watch glass is its crystal', () => {
    const watch = sampleProduct({
      productName: 'Harbour Diver',
      category: 'watch',
      price: 15_000,
      description: 'A steel case with a sapphire crystal and a navy dial.',
    });
    expect(describingSentence(watch, "what's the glass on it?")).toMatch(/sapphire crystal/);
  });

  it('quotes nothing when no word of the question is in the text, nor for the product name alone', () => {
    expect(describingSentence(sofa, 'is it waterproof?')).toBeUndefined();
    expect(describingSentence(sofa, 'tell me about the Westview sofa')).toBeUndefined();
  });
});

describe('a question worded otherwise than the description that answers it', () => {
  const phone = sampleProduct({
    productName: 'Lumo 9 Phone',
    category: 'mobile',
    price: 69_900,
    shortDesc: 'A 6.1-inch flagship with 256 GB of storage.',
    description:
      'A brilliant 120 Hz OLED display in a stainless-steel frame. Rated IP68 against dust and water. Supports Qi charging and 5G.',
  });
  const earphones = sampleProduct({
    productName: 'Hush Over-Ear Headphones',
    category: 'wireless',
    price: 12_900,
    shortDesc: 'Over-ear headphones with adaptive noise cancelling.',
    description: 'Plays for up to 18 hours on a single charge. Weighs 1.2 kg with the travel case. Pairs over Bluetooth 5.3.',
  });
  const watch = sampleProduct({
    productName: 'Tidewater Field Watch',
    category: 'watch',
    price: 9_900,
    shortDesc: 'A 38 mm field watch on a nylon strap.',
    description: 'The strap adjusts to any wrist. Water-resistant to 50 m.',
  });
  const sofa = sampleProduct({
    productName: 'Oslo Corner Sofa',
    category: 'sofa',
    price: 99_900,
    shortDesc: 'A low corner sofa in grey weave.',
    description: 'W 210 x D 95 x H 80 cm. Seat height 45 cm. Deep feather cushions.',
  });
  const attributeEngine = createChatEngine({
    catalog: memoryCatalog([...sampleProducts, phone, earphones, watch, sofa]),
    classifier: loadChatClassifier(),
  });
  const products = { phone, earphones, watch, sofa };
  type Name = keyof typeof products;
  const ask = async (name: Name, message: string) => (await attributeEngine.reply({ message, page: onPage(products[name]) })).answer;

  it.each<[Name, string, RegExp]>([
    ['phone', "what's the refresh rate?", /120 Hz/],
    ['phone', 'how big is the screen?', /6\.1-inch/],
    ['phone', 'how much storage does it have?', /256 GB/],
    ['earphones', 'how long does the battery last?', /18 hours/],
    ['earphones', 'how heavy are they?', /1\.2 kg/],
    ['earphones', 'what does it weigh?', /1\.2 kg/],
    ['sofa', 'what size is it?', /W 210 x D 95 x H 80 cm/],
    ['earphones', 'how long do they last?', /18 hours/],
    ['earphones', 'how long b4 they need charging', /18 hours/],
  ])('quotes what gives the measure asked, though no word is shared: the %s, "%s"', async (product, message, says) => {
    const answer = await ask(product, message);
    expect(answer.response).toMatch(says);
    expect(answer.response).not.toMatch(/^yes/i);
    expect(answer.response).not.toMatch(/£/);
  });

  it('quotes only the measure asked, not every measurement', async () => {
    const seatHeight = await ask('sofa', "what's the seat height?");
    expect(seatHeight.response).toMatch(/45 cm/);
    expect(seatHeight.response).not.toMatch(/W 210/);
    expect((await ask('earphones', 'how heavy are they?')).response).not.toMatch(/18 hours/);
    expect((await ask('phone', 'how big is the screen?')).response).not.toMatch(/IP68/);
  });

  it.each<[Name, string, RegExp]>([
    ['phone', 'is it waterproof?', /IP68/],
    ['watch', 'can I swim with it?', /50 m/],
    ['phone', 'does it charge wirelessly?', /Qi charging/],
    ['earphones', 'do they have bluetooth?', /Bluetooth 5\.3/],
    ['phone', 'does it do 5G?', /5G/],
    ['watch', 'is the strap adjustable?', /adjusts to any wrist/],
  ])(
    'answers a yes-or-no question with the sentence that bears on it, hedged, never a bare yes: the %s, "%s"',
    async (product, message, says) => {
      const answer = await ask(product, message);
      expect(answer.response).toMatch(says);
      expect(answer.response).toMatch(/cannot confirm/i);
      expect(answer.response).not.toMatch(/^yes/i);
    },
  );

  it.each<[Name, string, string]>([
    ['phone', 'how heavy is it?', 'weight'],
    ['sofa', 'is it waterproof?', 'water resistance'],
    ['watch', 'how long does the battery last?', 'battery life'],
    ['earphones', "what's the refresh rate?", 'refresh rate'],
  ])(
    'says the description does not mention what it lacks, and offers the page and a person: the %s, "%s"',
    async (product, message, what) => {
      const answer = await ask(product, message);
      expect(answer.response).toContain(`does not mention its ${what}`);
      expect(answer.response).toMatch(/page has the full description/i);
      expect(answer.suggestions).toContain('Talk to a person');
      expect(answer.response).not.toMatch(/^yes/i);
    },
  );

  it.each<[Name, string]>([
    ['phone', 'can you connect me with support?'],
    ['sofa', 'how heavy is the parcel when it is delivered?'],
    ['phone', 'do you charge for delivery?'],
    ['earphones', 'I refreshed the page and my basket is empty'],
  ])('reads the shop’s own business as no question about the product in view: the %s, "%s"', async (name, message) => {
    expect((await ask(name, message)).response).not.toMatch(/description (?:says|does not mention)/);
  });

  it('takes no word of the description for another of its family: "adaptive" is not "adjustable"', () => {
    expect(describingSentence(earphones, 'is the noise cancelling adjustable?')).toMatch(/adaptive noise cancelling/);
    expect(describingSentence(sampleProduct({ ...earphones, description: '' }), 'is it adjustable?')).toBeUndefined();
    expect(describingSentence(watch, 'is it adjustable?')).toMatch(/adjusts to any wrist/);
  });
});
