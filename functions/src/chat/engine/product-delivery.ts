// "How long would the cheaper one take to get to me?", "when will it arrive?" on a product's page: when that
// product, ordered now, would be at the door, by the delivery policy's rule, as its page says it; not the
// times of every kind of product. A sold-out one promises nothing.
import { shortDayName } from '@shop/core/day-name';
import { deliveryEstimate, deliveryTerms } from '@shop/core/policies';
import { stockAlertMessages } from '@shop/core/stock-alert-messages';
import type { CatalogProduct } from './catalog.ts';
import { knowledge } from './knowledge.ts';

export function productDelivery(product: CatalogProduct, now: Date): string {
  // A sold-out product has no delivery promise, as on its page.
  const isSoldOut = product.variants.length > 0 ? product.variants.every((variant) => variant.stock <= 0) : product.stock <= 0;
  if (isSoldOut) {
    return `The ${product.productName} is sold out at the moment, so I cannot say when it would arrive. On its page, "${stockAlertMessages.prompt}" sends you one email when it is back.`;
  }
  const { earliest, latest } = deliveryEstimate(product.category, now);
  const isLarge = deliveryTerms.largeItemCategories.includes(product.category);
  const window = isLarge ? deliveryTerms.largeItemWorkingDays : deliveryTerms.workingDays;
  const how = isLarge
    ? `it travels by two-person courier and takes up to ${window.max} working days from dispatch`
    : `it takes ${window.min} to ${window.max} working days from dispatch`;
  return `Ordered now, the ${product.productName} would arrive between ${shortDayName(earliest)} and ${shortDayName(latest)}, with free delivery: ${how}. ${knowledge.cutOff}`;
}
