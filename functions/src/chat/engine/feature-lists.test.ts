import { describe, expect, it } from 'vitest';
import { sampleProduct } from '@shop/test-support/chat-catalog';
import { asksWhichOnes, featureList } from './feature-lists.ts';
import { PRODUCT_ATTRIBUTES } from './product-attributes.ts';

const isProductNoun = (word: string) => ['headphones', 'watches', 'phones'].includes(word);

describe('asksWhichOnes', () => {
  it.each(['which ones do then', 'ok what watches do?', 'any that have it?', 'which of your headphones have it', 'so which do'])(
    'reads "%s" as asking which products have it',
    (message) => expect(asksWhichOnes(message, isProductNoun)).toBe(true),
  );

  it.each(['which one is cheaper', 'what do you sell', 'which ones do you deliver to Spain', 'do you have watches', 'what about the sofa'])(
    'does not read "%s" so',
    (message) => expect(asksWhichOnes(message, isProductNoun)).toBe(false),
  );
});

describe('featureList', () => {
  const water = PRODUCT_ATTRIBUTES.find((attribute) => attribute.name === 'water resistance')!;
  const products = [
    sampleProduct({ productName: 'Deep Diver', category: 'watch', price: 30_000, description: 'Water-resistant to 200 m.' }),
    sampleProduct({ productName: 'Desk Watch', category: 'watch', price: 5_000, description: 'A leather strap.' }),
    sampleProduct({ productName: 'Reef Watch', category: 'watch', price: 9_000, shortDesc: 'Rated 10 ATM.' }),
    sampleProduct({ productName: 'Rain Speaker', category: 'wireless', price: 4_000, description: 'Splash-proof.' }),
  ];

  it('lists the products of the category whose text states it, cheapest first', () => {
    const { response, listed } = featureList(water, products, 'watch');
    expect(listed.map((product) => product.productName)).toEqual(['Reef Watch', 'Deep Diver']);
    expect(response).toBe(
      'Of our watches, these mention water resistance in their descriptions: the Reef Watch (£90.00), Deep Diver (£300.00).',
    );
  });

  it('says when only one does, and when none does', () => {
    expect(featureList(water, products, 'wireless').response).toBe(
      'Of our wireless audio products, only the Rain Speaker (£40.00) mentions water resistance in its description.',
    );
    expect(featureList(water, products.slice(1, 2), undefined).response).toBe(
      'None of our products mention water resistance in their description. A person can check for you.',
    );
  });
});
