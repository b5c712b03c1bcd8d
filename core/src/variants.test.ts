import { describe, expect, it } from 'vitest';
import { variantMessages, variantProblems } from './variants.ts';

const colours = { name: 'Colour', values: ['Black', 'Oatmeal'] };
const sizes = { name: 'Size', values: ['2 seat', '3 seat'] };
const variant = (sku: string, values: string[], stock = 1, price: number | null = null) => ({ id: sku, sku, values, stock, price });

describe('variantProblems', () => {
  it('accepts a product without options and no variants, and options with matching variants', () => {
    expect(variantProblems({ options: [], variants: [] })).toEqual([]);
    expect(
      variantProblems({ options: [colours, sizes], variants: [variant('A', ['Black', '2 seat']), variant('B', ['Oatmeal', '3 seat'])] }),
    ).toEqual([]);
  });

  it('names each problem: a value not offered, a missing value, a repeated SKU or combination', () => {
    expect(variantProblems({ options: [colours], variants: [variant('A', ['Purple'])] })).toEqual([
      variantMessages.unknownValue('A', 'Colour', 'Purple'),
    ]);
    expect(variantProblems({ options: [colours, sizes], variants: [variant('A', ['Black'])] })).toEqual([
      variantMessages.valueCount('A', 2),
    ]);
    expect(variantProblems({ options: [colours], variants: [variant('A', ['Black']), variant('a', ['Oatmeal'])] })).toEqual([
      variantMessages.skuTwice('a'),
    ]);
    expect(variantProblems({ options: [colours], variants: [variant('A', ['Black']), variant('B', ['Black'])] })).toEqual([
      variantMessages.combinationTwice('Black'),
    ]);
  });

  it('needs variants for options and options for variants', () => {
    expect(variantProblems({ options: [colours], variants: [] })).toEqual([variantMessages.variantsNeeded]);
    expect(variantProblems({ options: [], variants: [variant('A', [])] })).toEqual([variantMessages.variantsWithoutOptions]);
  });

  it('refuses an option or a value listed twice, whatever its case', () => {
    expect(variantProblems({ options: [colours, { name: 'colour', values: ['Red', 'red'] }], variants: [] })).toEqual([
      variantMessages.optionTwice('colour'),
      variantMessages.valueTwice('colour', 'red'),
      variantMessages.variantsNeeded,
    ]);
  });
});
