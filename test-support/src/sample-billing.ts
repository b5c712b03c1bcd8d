// Test data only: imported by tests and test helpers, never by code that ships.
import type { BillingInput } from '@shop/core/billing';

/** A complete, valid UK billing form, as a shopper fills it in at checkout. */
export const sampleBilling: BillingInput = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '07700 900123',
  streetAddress: '12 Analytical Row',
  city: 'Leicester',
  postalCode: 'LE1 6TP',
  country: 'United Kingdom',
};
