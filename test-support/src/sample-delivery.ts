// Test data only: imported by tests and test helpers, never by code that ships.
import type { DeliveryAddress } from '@shop/core/addresses';

/** A valid UK delivery address, other than the sample billing one: the sofa goes to a friend's house. */
export const sampleDelivery: DeliveryAddress = {
  name: 'Charles Babbage',
  phone: '07700 900456',
  streetAddress: '4 Babbage Lane',
  city: 'Manchester',
  postalCode: 'M1 1AE',
  country: 'United Kingdom',
};
