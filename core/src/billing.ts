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

export const billingSchema = z
  .object({
    name: requiredText(billingMessages.nameRequired, 100),
    email: requiredText(billingMessages.emailRequired, 254).pipe(z.email({ error: billingMessages.emailInvalid })),
    phone: requiredText(billingMessages.phoneRequired, 30).refine(
      (phone) => /^\+?[\d\s().-]+$/.test(phone) && /^\d{7,15}$/.test(phone.replace(/\D/g, '')),
      billingMessages.phoneInvalid,
    ),
    streetAddress: requiredText(billingMessages.streetAddressRequired, 200),
    city: requiredText(billingMessages.cityRequired, 100),
    postalCode: requiredText(billingMessages.postalCodeRequired, 12),
    country: z.enum(DELIVERY_COUNTRIES, { error: billingMessages.countryRequired }),
  })
  .strict()
  .superRefine((billing, context) => {
    const postcode = billing.postalCode.toUpperCase().replace(/\s+/g, ' ');
    const isValid = billing.country === 'United Kingdom' ? UK_POSTCODE.test(postcode) : /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/.test(postcode);
    if (!isValid) {
      const message = billing.country === 'United Kingdom' ? billingMessages.postalCodeUk : billingMessages.postalCodeInvalid;
      context.addIssue({ code: 'custom', path: ['postalCode'], message });
    }
  })
  .transform((billing) =>
    billing.country === 'United Kingdom' ? { ...billing, postalCode: formatUkPostcode(billing.postalCode) } : billing,
  );
export type Billing = z.infer<typeof billingSchema>;
export type BillingInput = z.input<typeof billingSchema>;
