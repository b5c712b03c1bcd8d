import { describe, expect, it } from 'vitest';
import { MAX_PRICE_PENCE, newProductSchema, productFormSchema } from './product-input.ts';

const form = { productName: 'Oak Stool', shortDesc: 'A stool.', description: 'A sturdy oak stool.', category: 'chair', price: '49.99' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the add-product form', () => {
  it('turns the price in pounds into pence', () => {
    expect(productFormSchema.parse({ ...form, price: '£1,299.5' })).toMatchObject({ price: 129_950, category: 'chair' });
  });

  it.each([
    ['productName', 'Title is required.'],
    ['shortDesc', 'Short description is required.'],
    ['description', 'Description is required.'],
    ['price', 'Price is required.'],
  ])('requires %s', (field, message) => {
    expect(firstMessage(productFormSchema.safeParse({ ...form, [field]: '  ' }))).toBe(message);
    expect(firstMessage(productFormSchema.safeParse({ ...form, [field]: undefined }))).toBe(message);
  });

  it('requires a category from the list', () => {
    expect(firstMessage(productFormSchema.safeParse({ ...form, category: '' }))).toMatch(/^Choose a category/);
    expect(firstMessage(productFormSchema.safeParse({ ...form, category: 'toaster' }))).toMatch(/^Choose a category/);
  });

  it.each([
    ['abc', 'Price must be a number in pounds, like 49.99.'],
    ['-5', 'Price must be a number in pounds, like 49.99.'],
    ['1.999', 'Price must be a number in pounds, like 49.99.'],
    ['0', 'Price must be more than £0.'],
    ['100000.01', 'Price is at most £100,000.00.'],
  ])('refuses the price %s', (price, message) => {
    const result = productFormSchema.safeParse({ ...form, price });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('the add-product API body', () => {
  const body = { ...form, price: 4999, imageUploadId: 'a'.repeat(32) };

  it('accepts a complete product', () => {
    expect(newProductSchema.parse(body)).toEqual({ ...body, options: [], variants: [] });
  });

  it.each([
    [{ price: '49.99' }, 'Price must be a number (in pence).'],
    [{ price: -1 }, 'Price must be more than £0.'],
    [{ price: 10.5 }, 'Price must be a whole number of pence.'],
    [{ price: MAX_PRICE_PENCE + 1 }, 'Price is at most £100,000.00.'],
    [{ imageUploadId: undefined }, 'Image is required.'],
    [{ imageUploadId: '../etc/passwd' }, 'The picture upload is not valid.'],
    [{ imgUrl: 'https://elsewhere.example/x.png' }, 'Unrecognized key: "imgUrl"'],
  ])('refuses %j', (change, message) => {
    expect(firstMessage(newProductSchema.safeParse({ ...body, ...change }))).toBe(message);
  });
});
