import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { CATEGORIES } from '@shop/core/constants';
import { LOW_STOCK_THRESHOLD } from '@shop/core/stock';
import { variantProblems } from '@shop/core/variants';
import { catalogue } from './catalogue.ts';

const mean = (ratings: readonly number[]) => (ratings.length === 0 ? 0 : ratings.reduce((sum, r) => sum + r, 0) / ratings.length);

describe('sample catalogue', () => {
  it('has at least 35 products and at least 6 in every category', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(35);
    for (const category of CATEGORIES) {
      expect(catalogue.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(6);
    }
  });

  it('has distinct product names and distinct illustrations', () => {
    const names = catalogue.map((p) => p.productName);
    expect(new Set(names).size).toBe(names.length);
    const svgs = catalogue.map((p) => p.svg());
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('has sensible copy', () => {
    for (const p of catalogue) {
      expect(p.productName.trim(), p.productName).not.toBe('');
      expect(p.shortDesc.length, p.productName).toBeLessThanOrEqual(90);
      expect(p.description.length, p.productName).toBeGreaterThan(p.shortDesc.length);
    }
  });

  it('prices are positive whole pence', () => {
    for (const p of catalogue) {
      expect(Number.isInteger(p.price), p.productName).toBe(true);
      expect(p.price, p.productName).toBeGreaterThan(0);
    }
  });

  it('ratings are whole stars from 1 to 5', () => {
    for (const p of catalogue) {
      for (const r of p.ratings) {
        expect(Number.isInteger(r), p.productName).toBe(true);
        expect(r, p.productName).toBeGreaterThanOrEqual(1);
        expect(r, p.productName).toBeLessThanOrEqual(5);
      }
    }
  });

  it('has eight clear trending leaders with distinct means, over several categories', () => {
    const ranked = [...catalogue].sort((a, b) => mean(b.ratings) - mean(a.ratings));
    const top = ranked.slice(0, 8);
    const ninth = ranked[8];
    expect(ninth).toBeDefined();
    const ninthMean = ninth ? mean(ninth.ratings) : 0;
    for (const p of top) expect(mean(p.ratings), p.productName).toBeGreaterThan(ninthMean);
    expect(new Set(top.map((p) => mean(p.ratings))).size).toBe(8);
    expect(new Set(top.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
  });

  it('has at least 3 products without ratings', () => {
    expect(catalogue.filter((p) => p.ratings.length === 0).length).toBeGreaterThanOrEqual(3);
  });

  it('every illustration is a self-contained SVG without text or external references', () => {
    for (const p of catalogue) {
      const svg = p.svg();
      expect(svg.startsWith('<svg'), p.productName).toBe(true);
      expect(svg, p.productName).toContain('viewBox="0 0 800 800"');
      expect(svg, p.productName).not.toMatch(/<text|<image|href=|NaN|undefined/);
    }
  });

  it('every illustration renders to an 800x800 PNG', { timeout: 120_000 }, async () => {
    for (const p of catalogue) {
      const png = await sharp(Buffer.from(p.svg())).png().toBuffer();
      const meta = await sharp(png).metadata();
      expect(meta.format, p.productName).toBe('png');
      expect([meta.width, meta.height], p.productName).toEqual([800, 800]);
    }
  });
});

describe('sample products sold in variants', () => {
  const sold = catalogue.filter((p) => p.options?.length);

  it('include the Halden in the colours its pictures show, one low and one sold out', () => {
    const halden = sold.find((p) => p.productName === 'Halden Three-Seat Sofa');
    expect(halden?.options).toEqual([{ name: 'Colour', values: ['Oatmeal', 'Charcoal', 'Green', 'Navy'] }]);
    const stocks = halden?.variants?.map((v) => v.stock) ?? [];
    expect(stocks.some((stock) => stock === 0)).toBe(true);
    expect(stocks.some((stock) => stock > 0 && stock <= LOW_STOCK_THRESHOLD)).toBe(true);
  });

  it("keep the shop's own rules for variants, with SKUs unique across the catalogue", () => {
    for (const p of sold) expect(variantProblems({ options: p.options ?? [], variants: p.variants ?? [] }), p.productName).toEqual([]);
    const skus = sold.flatMap((p) => p.variants ?? []).map((v) => v.sku.toLowerCase());
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('have one picture per colour, whose alt text names that colour and no other', () => {
    for (const p of sold) {
      const colours = p.options?.find((option) => option.name === 'Colour')?.values ?? [];
      const alts = [p.alt ?? p.productName, ...(p.morePictures ?? []).map((picture) => picture.alt)];
      const named = alts.map((alt) => colours.filter((colour) => alt.toLowerCase().includes(colour.toLowerCase())));
      expect(named, p.productName).toEqual(colours.map((colour) => [colour]));
    }
  });
});
