// The checkout's billing form: one schema for the browser form and the order API.
import { z } from 'zod';
import { oneLineText } from './one-line.ts';
import { DELIVERY_COUNTRIES } from './policies.ts';

/** The form's fields, in the order the specification lists them. */
export const BILLING_FIELDS = ['name', 'email', 'phone', 'streetAddress', 'city', 'postalCode', 'country'] as const;

export const billingMessages = {
  nameRequired: 'Enter your full name.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  phoneRequired: 'Enter your phone number.',
  phoneInvalid: 'Enter a phone number of 7 to 15 digits, like 07700 900123.',
  streetAddressRequired: 'Enter your street address.',
  cityRequired: 'Enter your town or city.',
  postalCodeRequired: 'Enter your postcode.',
  postalCodeUk: 'Enter a UK postcode, like SW1A 1AA.',
  postalCodeInvalid: 'A postal code has 2 to 10 letters, digits, spaces or hyphens.',
  countryRequired: 'Choose your country from the list.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
} as const;

const requiredText = (required: string, max: number) =>
  oneLineText(z.string({ error: required }).trim().min(1, required).max(max, billingMessages.tooLong(max)));

// Outward code (area, district, optional sub-district) then inward code (sector digit, unit letters).
const UK_POSTCODE = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/;

/** "sw1a1aa" and "SW1A  1AA" both become "SW1A 1AA". */
const formatUkPostcode = (postcode: string) => {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
};

/** The fields a postal address has, on the billing form and in the address book: one rule for each. */
export const addressFields = {
  name: requiredText(billingMessages.nameRequired, 100),
  phone: requiredText(billingMessages.phoneRequired, 30).refine(
    (phone) => /^\+?[\d\s().-]+$/.test(phone) && /^\d{7,15}$/.test(phone.replace(/\D/g, '')),
    billingMessages.phoneInvalid,
  ),
  streetAddress: requiredText(billingMessages.streetAddressRequired, 200),
  city: requiredText(billingMessages.cityRequired, 100),
  postalCode: requiredText(billingMessages.postalCodeRequired, 12),
  country: z.enum(DELIVERY_COUNTRIES, { error: billingMessages.countryRequired }),
};

type Postal = { postalCode: string; country: string };

/** A UK postcode must look like one; elsewhere a postal code is 2 to 10 letters, digits, spaces or hyphens. */
export function checkPostcode(address: Postal, context: z.RefinementCtx): void {
  const postcode = address.postalCode.toUpperCase().replace(/\s+/g, ' ');
  const isUk = address.country === 'United Kingdom';
  const isValid = isUk ? UK_POSTCODE.test(postcode) : /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/.test(postcode);
  if (!isValid) {
    context.addIssue({
      code: 'custom',
      path: ['postalCode'],
      message: isUk ? billingMessages.postalCodeUk : billingMessages.postalCodeInvalid,
    });
  }
}

/** A UK postcode written the Royal Mail way; any other postal code as typed. */
export const withUkPostcode = <Address extends Postal>(address: Address): Address =>
  address.country === 'United Kingdom' ? { ...address, postalCode: formatUkPostcode(address.postalCode) } : address;

export const billingSchema = z
  .object({
    name: addressFields.name,
    email: requiredText(billingMessages.emailRequired, 254).pipe(z.email({ error: billingMessages.emailInvalid })),
    phone: addressFields.phone,
    streetAddress: addressFields.streetAddress,
    city: addressFields.city,
    postalCode: addressFields.postalCode,
    country: addressFields.country,
  })
  .strict()
  .superRefine(checkPostcode)
  .transform(withUkPostcode);
export type Billing = z.infer<typeof billingSchema>;
export type BillingInput = z.input<typeof billingSchema>;
