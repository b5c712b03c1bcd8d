import { describe, expect, it } from 'vitest';
import { suggestCategories } from './category-suggestions.ts';

const labels = (text: string) => suggestCategories(text).map((suggestion) => suggestion.label);

describe('category suggestions for the search box', () => {
  it('offers a category whose name, or a word of it, starts with the typed text, in any case', () => {
    expect(suggestCategories('Sof')).toEqual([{ category: 'sofa', label: 'Sofas' }]);
    expect(labels('sofas')).toEqual(['Sofas']);
    expect(labels('  CHAIR ')).toEqual(['Chairs']);
    expect(labels('phone')).toEqual(['Mobile phones']);
    expect(labels('w')).toEqual(['Watches', 'Wireless']);
  });

  it('offers none for text that only appears inside a word, for a product name, or for nothing', () => {
    expect(labels('ofa')).toEqual([]);
    expect(labels('Oslo Sofa')).toEqual([]);
    expect(labels('')).toEqual([]);
    expect(labels('   ')).toEqual([]);
  });
});
