import { describe, expect, it } from 'vitest';
import { billingMessages, billingSchema } from './billing.ts';
import { ONE_LINE_MESSAGE } from './one-line.ts';
import { sampleBilling } from '@shop/test-support/sample-billing';

const valid = sampleBilling;

function problems(input: Record<string, unknown>): Record<string, string> {
  const issues = billingSchema.safeParse(input).error?.issues ?? [];
  // The form shows the first problem of each field.
  return Object.fromEntries(issues.toReversed().map((issue) => [String(issue.path[0]), issue.message]));
}

describe('billing form', () => {
  it('accepts a complete UK address and writes the postcode the Royal Mail way', () => {
    expect(billingSchema.parse({ ...valid, postalCode: ' le16tp ' })).toEqual({ ...valid, postalCode: 'LE1 6TP' });
  });

  it('names every missing field with its own message', () => {
    expect(problems({})).toEqual({
      name: billingMessages.nameRequired,
      email: billingMessages.emailRequired,
      phone: billingMessages.phoneRequired,
      streetAddress: billingMessages.streetAddressRequired,
      city: billingMessages.cityRequired,
      postalCode: billingMessages.postalCodeRequired,
      country: billingMessages.countryRequired,
    });
  });

  it('treats fields of spaces as empty', () => {
    expect(problems({ ...valid, name: '   ', city: ' ' })).toEqual({
      name: billingMessages.nameRequired,
      city: billingMessages.cityRequired,
    });
  });

  it('refuses an email address without a domain', () => {
    expect(problems({ ...valid, email: 'ada@' })).toEqual({ email: billingMessages.emailInvalid });
  });

  it.each(['123', 'call me', '0770090012345678', '+44 (0)7700 900123 ext'])('refuses the phone number %j', (phone) => {
    expect(problems({ ...valid, phone })).toEqual({ phone: billingMessages.phoneInvalid });
  });

  it.each(['+44 7700 900123', '(0116) 496 0000', '07700-900-123'])('accepts the phone number %j', (phone) => {
    expect(billingSchema.safeParse({ ...valid, phone }).success).toBe(true);
  });

  it.each(['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A1BB', 'GIR 0AA'])('accepts the UK postcode %j', (postalCode) => {
    expect(billingSchema.safeParse({ ...valid, postalCode }).success).toBe(true);
  });

  it.each(['12345', 'SW1A', 'ABC 123', 'SW1A 1A'])('refuses %j as a UK postcode', (postalCode) => {
    expect(problems({ ...valid, postalCode })).toEqual({ postalCode: billingMessages.postalCodeUk });
  });

  it('checks the UK pattern only for the United Kingdom', () => {
    expect(billingSchema.parse({ ...valid, country: 'Germany', postalCode: '10115' }).postalCode).toBe('10115');
    expect(billingSchema.parse({ ...valid, country: 'Canada', postalCode: 'K1A 0B1' }).postalCode).toBe('K1A 0B1');
    expect(problems({ ...valid, country: 'France', postalCode: '7' })).toEqual({ postalCode: billingMessages.postalCodeInvalid });
  });

  it('shows the postcode problem together with the other fields’ problems', () => {
    expect(problems({ ...valid, name: '', postalCode: 'nope' })).toEqual({
      name: billingMessages.nameRequired,
      postalCode: billingMessages.postalCodeUk,
    });
  });

  it('refuses a country outside the delivery list and unknown fields', () => {
    expect(problems({ ...valid, country: 'Atlantis' })).toEqual({ country: billingMessages.countryRequired });
    expect(billingSchema.safeParse({ ...valid, totalPrice: 1 }).success).toBe(false);
  });

  it('caps the length of each field', () => {
    expect(problems({ ...valid, name: 'A'.repeat(101) })).toEqual({ name: billingMessages.tooLong(100) });
  });
});

describe('one line of plain text in every field', () => {
  it.each(['Sam\r\nBcc: someone@example.com', 'Sam\nShopper', 'Sam\u2028Shopper', '<b>Sam</b>', 'Sam\u0000'])(
    'refuses the name %j, which would add a line or markup to an email',
    (name) => {
      expect(problems({ ...valid, name })).toEqual({ name: ONE_LINE_MESSAGE });
    },
  );

  it('refuses a line break in the street address and the city too', () => {
    expect(problems({ ...valid, streetAddress: '1 High St\r\nX', city: 'Leicester\n' + 'x' })).toEqual({
      streetAddress: ONE_LINE_MESSAGE,
      city: ONE_LINE_MESSAGE,
    });
  });

  it('keeps names with apostrophes, hyphens and accents', () => {
    expect(billingSchema.safeParse({ ...valid, name: "Zoë O'Brien-Łukasik" }).success).toBe(true);
  });
});
