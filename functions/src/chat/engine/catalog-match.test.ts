import { describe, expect, it } from 'vitest';
import { findBudget, findCategory, findPriceRange, isNearWord, maskProduct, productFinder } from './catalog-match.ts';
import { sampleProduct, sampleProducts } from '@shop/test-support/chat-catalog';

const ordinaryWords = new Set(['store', 'cancelling', 'help', 'with', 'my', 'order', 'lounge']);
const findProduct = (message: string, products = sampleProducts) => productFinder(products, ordinaryWords)(message);

describe('findProduct', () => {
  it('finds a product by one distinctive word of its name', () => {
    expect(findProduct('how much is the westview sofa?')?.product.productName).toBe('Stone and Beam Westview Sofa');
  });

  it('finds a product whose name is misspelt by one letter', () => {
    expect(findProduct('price of the meridan chronograph')?.product.productName).toBe('Meridian Chronograph Watch');
  });

  it('prefers the product with more of its name in the message', () => {
    const novas = [
      sampleProduct({ productName: 'Nova X', category: 'mobile', price: 1 }),
      sampleProduct({ productName: 'Nova X Pro', category: 'mobile', price: 2 }),
    ];
    expect(findProduct('is the nova x pro in stock', novas)?.product.productName).toBe('Nova X Pro');
    expect(findProduct('is the nova x in stock', novas)?.product.productName).toBe('Nova X');
  });

  it('does not take a word customers use in ordinary questions for a product', () => {
    const aria = [sampleProduct({ productName: 'Aria Noise-Cancelling Headphones', category: 'wireless', price: 1 })];
    expect(findProduct('help with cancelling my order', aria)).toBeUndefined();
    expect(findProduct('how much are the aria headphones', aria)?.product.productName).toBe('Aria Noise-Cancelling Headphones');
  });

  it('names the product asked about, not the one named after the feature asked', () => {
    expect(findProduct('does the echo have noise cancelling?')?.product.productName).toBe('Echo Wireless Earbuds');
    expect(findProduct('the noise cancelling ones, how much?')?.product.productName).toBe('Aria Noise-Cancelling Headphones');
  });

  it('does not take a common word for a short product word', () => {
    expect(findProduct('where is your store?')).toBeUndefined();
  });

  it('does not take a category word for a product', () => {
    expect(findProduct('what is the cheapest watch')).toBeUndefined();
  });
});

describe('isNearWord', () => {
  it.each([
    ['chronograph', 'chronogarph', true],
    ['westview', 'westveiw', true],
    ['westview', 'westvew', true],
    ['westview', 'westvieww', true],
    ['westview', 'eastviews', false],
    ['stone', 'store', false],
    ['watch', 'match', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(isNearWord(a, b)).toBe(expected);
  });
});

describe('findCategory', () => {
  it.each([
    ['cheapest watch', 'watch'],
    ['show me your couches', 'sofa'],
    ['best rated smartphone', 'mobile'],
    ['any earbuds under £50', 'wireless'],
    ['top rated armchair', 'chair'],
    ['the price does not match', undefined],
  ])('%s -> %s', (message, category) => {
    expect(findCategory(message)).toBe(category);
  });
});

describe('findBudget', () => {
  it.each([
    ['watches under £100', 10000],
    ['sofas below 499.99 pounds', 49999],
    ['chairs for less than £80', 8000],
    ['my budget is £1,200', 120000],
    ['a desk chair, £250 tops', 25000],
    ['I have £40 to spend on earbuds', 4000],
    ['my limit is around £600 for a sofa', 60000],
    ['a watch for about £90 or less', 9000],
    ['sofas, £800 max', 80000],
    ['I paid £70 for the earbuds', undefined],
    ['where is my order', undefined],
  ])('%s -> %s pence', (message, pence) => {
    expect(findBudget(message)).toBe(pence);
  });
});

describe('findPriceRange', () => {
  it.each([
    ["I'd rather not go over £700 on a sofa", { max: 70000 }],
    ["I don't want to spend more than £90, so £90 tops", { max: 9000 }],
    ['watches over £100', { min: 10000 }],
    ['between £200 and £300', { min: 20000, max: 30000 }],
  ])('%s -> %o', (message, range) => {
    expect(findPriceRange(message)).toEqual(range);
  });
});

describe('maskProduct', () => {
  it('puts one token where the product name was', () => {
    const mention = findProduct('how much is the Baltsar Lounge chair');
    expect(maskProduct('how much is the Baltsar Lounge chair', mention, '{product}')).toBe('how much is the {product} lounge chair');
  });
});
