import { describe, expect, it } from 'vitest';
import { addressBookEntrySchema, addressLine, deliveryAddressSchema, deliveryChoiceSchema, deliveryOf } from './addresses.ts';
import { billingMessages } from './billing.ts';
import { ONE_LINE_MESSAGE } from './one-line.ts';
import { orderRequestSchema } from './orders.ts';
import { sampleBilling } from '@shop/test-support/sample-billing';
import { sampleDelivery } from '@shop/test-support/sample-delivery';

function problems(input: unknown): Record<string, string> {
  const issues = deliveryAddressSchema.safeParse(input).error?.issues ?? [];
  return Object.fromEntries(issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]));
}

describe('a delivery address', () => {
  it('has the billing form’s fields but the email, and writes a UK postcode the Royal Mail way', () => {
    expect(deliveryAddressSchema.parse({ ...sampleDelivery, postalCode: 'm11ae' })).toEqual({ ...sampleDelivery, postalCode: 'M1 1AE' });
  });

  it('names every missing field with the billing form’s message', () => {
    expect(problems({})).toEqual({
      name: billingMessages.nameRequired,
      phone: billingMessages.phoneRequired,
      streetAddress: billingMessages.streetAddressRequired,
      city: billingMessages.cityRequired,
      postalCode: billingMessages.postalCodeRequired,
      country: billingMessages.countryRequired,
    });
  });

  it.each(['12345', 'SW1A', 'ABC 123', 'SW1A 1A'])('refuses %j as a UK postcode', (postalCode) => {
    expect(problems({ ...sampleDelivery, postalCode })).toEqual({ postalCode: billingMessages.postalCodeUk });
  });

  it.each(['SW1A 1AA', 'B33 8TH', 'EC1A1BB', 'GIR 0AA'])('accepts the UK postcode %j', (postalCode) => {
    expect(deliveryAddressSchema.safeParse({ ...sampleDelivery, postalCode }).success).toBe(true);
  });

  it('checks the UK pattern only for the United Kingdom', () => {
    expect(deliveryAddressSchema.parse({ ...sampleDelivery, country: 'Germany', postalCode: '10115' }).postalCode).toBe('10115');
  });

  it('keeps each line to one line of text, and refuses an email or any other field', () => {
    expect(problems({ ...sampleDelivery, streetAddress: '1 Road\nBcc: x' })).toEqual({ streetAddress: ONE_LINE_MESSAGE });
    expect(deliveryAddressSchema.safeParse({ ...sampleDelivery, email: 'a@example.com' }).success).toBe(false);
  });
});

describe('an address book entry', () => {
  it('may say it is the default', () => {
    expect(addressBookEntrySchema.parse({ ...sampleDelivery, isDefault: true })).toEqual({ ...sampleDelivery, isDefault: true });
    expect(addressBookEntrySchema.safeParse({ ...sampleDelivery, isDefault: 'yes' }).success).toBe(false);
  });

  it('checks the postcode like the billing form', () => {
    expect(addressBookEntrySchema.safeParse({ ...sampleDelivery, postalCode: 'nope' }).error?.issues[0]?.message).toBe(
      billingMessages.postalCodeUk,
    );
  });
});

describe('the checkout’s delivery choice', () => {
  const order = { items: [{ productId: '00000000-0000-4000-8000-000000000001', quantity: 1 }], billing: sampleBilling };
  const request = { ...order, idempotencyKey: 'a'.repeat(20), payment: { method: 'stripe' } };

  it('is optional: an order without one goes to the billing address', () => {
    expect(orderRequestSchema.parse(request).delivery).toBeUndefined();
  });

  it('names a saved address by its id, or carries a new one checked like any address', () => {
    const saved = { kind: 'saved', addressId: '00000000-0000-4000-8000-000000000002' };
    expect(orderRequestSchema.parse({ ...request, delivery: saved }).delivery).toEqual(saved);
    const fresh = { kind: 'new', address: { ...sampleDelivery, postalCode: 'b338th' }, saveToAddressBook: true };
    expect(deliveryChoiceSchema.parse(fresh)).toEqual({ ...fresh, address: { ...sampleDelivery, postalCode: 'B33 8TH' } });
    const refused = orderRequestSchema.safeParse({
      ...request,
      delivery: { kind: 'new', address: { ...sampleDelivery, postalCode: 'x' } },
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['delivery.address.postalCode', billingMessages.postalCodeUk],
    ]);
  });

  it('refuses a choice of neither kind', () => {
    expect(deliveryChoiceSchema.safeParse({ kind: 'billing' }).success).toBe(false);
    expect(deliveryChoiceSchema.safeParse({ kind: 'saved', addressId: 'not-an-id' }).success).toBe(false);
  });
});

describe('where an order goes', () => {
  it('is its own delivery address when it has one, else its billing address without the email', () => {
    expect(deliveryOf({ billing: { ...sampleBilling }, delivery: sampleDelivery })).toEqual({
      address: sampleDelivery,
      isSameAsBilling: false,
    });
    const { email: _email, ...billingAddress } = sampleBilling;
    expect(deliveryOf({ billing: { ...sampleBilling }, delivery: null })).toEqual({ address: billingAddress, isSameAsBilling: true });
  });

  it('reads as one line', () => {
    expect(addressLine(sampleDelivery)).toBe('4 Babbage Lane, Manchester M1 1AE, United Kingdom');
  });
});
