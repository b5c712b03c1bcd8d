import { describe, expect, it } from 'vitest';
import { billingMessages } from '@shop/core/billing';
import { sampleDelivery } from '@shop/test-support/sample-delivery';
import { blankDelivery, deliveryFormSchema, NEW_ADDRESS } from './delivery-form.ts';

describe('the checkout’s delivery choice', () => {
  it('sends no delivery address for the billing one', () => {
    expect(deliveryFormSchema.parse(blankDelivery)).toBeUndefined();
  });

  it('names a saved address by its id, whatever the new address’s fields hold', () => {
    const id = '00000000-0000-4000-8000-000000000002';
    expect(deliveryFormSchema.parse({ ...blankDelivery, choice: id })).toEqual({ kind: 'saved', addressId: id });
  });

  it('checks a new address with the server’s schema, and keeps it in the book only when asked', () => {
    const typed = { ...blankDelivery, choice: NEW_ADDRESS, address: { ...sampleDelivery, postalCode: 'm11ae' } };
    expect(deliveryFormSchema.parse(typed)).toEqual({ kind: 'new', address: sampleDelivery });
    expect(deliveryFormSchema.parse({ ...typed, saveToAddressBook: true })).toEqual({
      kind: 'new',
      address: sampleDelivery,
      saveToAddressBook: true,
    });
    const refused = deliveryFormSchema.safeParse({ ...typed, address: { ...sampleDelivery, postalCode: '123' } });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['address.postalCode', billingMessages.postalCodeUk],
    ]);
  });
});
