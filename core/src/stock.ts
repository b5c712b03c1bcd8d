// How much of a product is left, in the words the shop, the product page and the cart show.

/** At or below this many units the shop says "Only N left"; the dashboard lists the product as low on stock. */
export const LOW_STOCK_THRESHOLD = 5;
/** The most units an admin can record for one product. */
export const MAX_STOCK = 100_000;
/** What a product added without a stock figure starts with. */
export const NEW_PRODUCT_STOCK = 10;

export type StockLevel = 'in_stock' | 'low' | 'out_of_stock';

export const stockMessages = {
  inStock: 'In stock',
  onlyLeft: (count: number) => `Only ${count} left`,
  outOfStock: 'Out of stock',
  /** Said instead of "Item has been added to cart" when the cart already holds every unit left. */
  cartHoldsAll: (count: number) =>
    count === 1 ? 'Your cart already holds the last one in stock' : `Your cart already holds all ${count} in stock`,
  notEnough: (productName: string, stock: number) =>
    stock === 0
      ? `Sorry, ${productName} has just sold out. You have not been charged; remove it from your cart and pay again.`
      : `Sorry, only ${stock} of ${productName} left. You have not been charged; lower the quantity in your cart and pay again.`,
} as const;

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in_stock';
}

export function stockLabel(stock: number): string {
  switch (stockLevel(stock)) {
    case 'out_of_stock':
      return stockMessages.outOfStock;
    case 'low':
      return stockMessages.onlyLeft(stock);
    case 'in_stock':
      return stockMessages.inStock;
  }
}
