// "How long would the cheaper one take to get to me?", "when will it arrive?" on a product's page: when that
// product, ordered now, would be at the door, by the delivery policy's rule, as its page says it; not the
// times of every kind of product.
import { shortDayName } from '@shop/core/day-name';
import { deliveryEstimate, deliveryTerms } from '@shop/core/policies';
import type { CatalogProduct } from './catalog.ts';
import { knowledge } from './knowledge.ts';

export function productDelivery(product: CatalogProduct, now: Date): string {
  const { earliest, latest } = deliveryEstimate(product.category, now);
  const isLarge = deliveryTerms.largeItemCategories.includes(product.category);
  const window = isLarge ? deliveryTerms.largeItemWorkingDays : deliveryTerms.workingDays;
  const how = isLarge
    ? `it travels by two-person courier and takes up to ${window.max} working days from dispatch`
    : `it takes ${window.min} to ${window.max} working days from dispatch`;
  return `Ordered now, the ${product.productName} would arrive between ${shortDayName(earliest)} and ${shortDayName(latest)}, with free delivery: ${how}. ${knowledge.cutOff}`;
}
