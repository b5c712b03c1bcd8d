// The shop's categories as the header's search box offers them beside products: "sof" offers Sofas, which
// opens the shop on that category.
import { CATEGORIES, type Category } from './constants.ts';

export const categoryLabels: Record<Category, string> = {
  sofa: 'Sofas',
  mobile: 'Mobile phones',
  chair: 'Chairs',
  watch: 'Watches',
  wireless: 'Wireless',
};

export type CategorySuggestion = { category: Category; label: string };

/** The categories whose label, or a word of it, starts with `text` (in any case), in alphabetical order. */
export function suggestCategories(text: string): CategorySuggestion[] {
  const typed = text.trim().toLowerCase();
  if (typed === '') return [];
  return CATEGORIES.map((category) => ({ category, label: categoryLabels[category] }))
    .filter(
      ({ label }) =>
        label
          .toLowerCase()
          .split(' ')
          .some((word) => word.startsWith(typed)) || label.toLowerCase().startsWith(typed),
    )
    .sort((a, b) => a.label.localeCompare(b.label));
}
