// The address book's public surface: its router, and where a new order goes (for the orders area).
export { addressesRouter } from './router.ts';
export { deliveryAddressFor } from './delivery.ts';
export { listAddresses } from './service.ts';
