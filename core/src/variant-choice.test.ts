import { describe, expect, it } from 'vitest';
import {
  choose,
  describePrice,
  findVariant,
  firstChoice,
  isChoosable,
  isValueAvailable,
  lineName,
  pictureNaming,
} from './variant-choice.ts';

const variant = (sku: string, values: string[], stock = 1, price: number | null = null) => ({ id: sku, sku, values, stock, price });

describe('choosing a variant', () => {
  const variants = [variant('A', ['Black', '2 seat'], 0), variant('B', ['Black', '3 seat'], 2), variant('C', ['Oatmeal', '2 seat'], 0)];

  it('offers a value only while some variant with it, and with the other choices made, is in stock', () => {
    expect(isValueAvailable(variants, [undefined, undefined], 0, 'Black')).toBe(true);
    expect(isValueAvailable(variants, [undefined, undefined], 0, 'Oatmeal')).toBe(false);
    expect(isValueAvailable(variants, ['Black', undefined], 1, '2 seat')).toBe(false);
    expect(isValueAvailable(variants, ['Black', undefined], 1, '3 seat')).toBe(true);
  });

  it('finds the variant of exactly the values chosen', () => {
    expect(findVariant(variants, ['Black', '3 seat'])?.sku).toBe('B');
    expect(findVariant(variants, ['Black'])).toBeUndefined();
  });

  it('names a line by its product and variant, and prices a product whose variants differ "From" the lowest', () => {
    expect(lineName('Halden Sofa', 'Oatmeal')).toBe('Halden Sofa (Oatmeal)');
    expect(lineName('Arc Lamp', null)).toBe('Arc Lamp');
    expect(describePrice({ price: 89_900, variants: [variant('A', ['Black'], 1, 99_900), variant('B', ['Oatmeal'])] })).toBe(
      'From £899.00',
    );
    expect(describePrice({ price: 89_900, variants: [] })).toBe('£899.00');
  });
});

describe('the product page’s choice', () => {
  const options = [
    { name: 'Colour', values: ['Black', 'Oatmeal'] },
    { name: 'Size', values: ['2 seat', '3 seat'] },
  ];
  const variants = [variant('A', ['Black', '2 seat'], 0), variant('B', ['Black', '3 seat'], 2), variant('C', ['Oatmeal', '2 seat'], 4)];

  it('starts on the first variant in stock, or on nothing when all are sold out', () => {
    expect(firstChoice(variants)).toEqual(['Black', '3 seat']);
    expect(firstChoice(variants.map((v) => ({ ...v, stock: 0 })))).toEqual([]);
  });

  it('offers a later option’s values by the earlier choices only', () => {
    expect(isChoosable(variants, ['Black', '3 seat'], 0, 'Oatmeal')).toBe(true);
    expect(isChoosable(variants, ['Black', '3 seat'], 1, '2 seat')).toBe(false);
    expect(isChoosable(variants, ['Oatmeal', '3 seat'], 1, '2 seat')).toBe(true);
  });

  it('moves a later option to a value in stock when an earlier choice rules its value out', () => {
    expect(choose(options, variants, ['Black', '3 seat'], 0, 'Oatmeal')).toEqual(['Oatmeal', '2 seat']);
    expect(choose(options, variants, ['Oatmeal', '2 seat'], 0, 'Black')).toEqual(['Black', '3 seat']);
  });
});

describe('the picture of a value chosen', () => {
  const colours = ['Oatmeal', 'Charcoal', 'Forest green', 'Navy'];
  const alts = ['In oatmeal, mustard cushions', 'In charcoal', 'In forest green, oatmeal cushions', 'In NAVY weave', 'Its legs'];

  it('is the first picture whose alt text names the value, whatever its case', () => {
    expect(pictureNaming(alts, colours, 'Charcoal')).toBe(1);
    expect(pictureNaming(alts, colours, 'Navy')).toBe(3);
  });

  it('passes over a picture that names another value of the option too, and words that only hold the value', () => {
    expect(pictureNaming(alts, colours, 'Oatmeal')).toBe(0);
    expect(pictureNaming(['Cushions in oatmeal and forest green', 'Forest green from the side'], colours, 'Forest green')).toBe(1);
    expect(pictureNaming(['A navyish blue', 'Red sofa'], ['Navy', 'Red'], 'Navy')).toBeUndefined();
  });

  it('is none when no picture names the value', () => {
    expect(pictureNaming(alts, ['2 seat', '3 seat'], '3 seat')).toBeUndefined();
    expect(pictureNaming([], colours, 'Navy')).toBeUndefined();
  });
});
