// Sample data for a fresh shop: the catalogue with its reviews, the sales history and two accounts.
export { SAMPLE_SHOPPER, seedAccounts, type SeededAccount } from './accounts.ts';
export { SAMPLE_BILLING, seedSampleOrders } from './orders.ts';
export { seedCatalogue } from './seed.ts';
