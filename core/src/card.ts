// Card details for the built-in test payments: format checks shared by the card form and the order API.
// Expiry against today's date needs a clock, so it is a separate check (`hasExpired`).
import { z } from 'zod';

export const cardMessages = {
  numberRequired: 'Enter your card number.',
  numberIncomplete: 'A card number has 12 to 19 digits.',
  numberInvalid: 'This card number is not valid. Check the digits.',
  expiryRequired: 'Enter the expiry date.',
  expiryFormat: 'Enter the expiry date as MM / YY.',
  expired: 'Your card has expired.',
  cvcRequired: 'Enter the security code.',
  cvcInvalid: 'The security code is the 3 or 4 digits on your card.',
} as const;

/** "4242 4242-4242 4242" -> "4242424242424242". */
export const cardDigits = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number passes (it catches one mistyped digit or one swap). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

export type CardExpiry = { month: number; year: number };

/** "04/27", "04 / 27" or "04/2027" -> { month: 4, year: 2027 }, or null. */
export function parseExpiry(text: string): CardExpiry | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|20\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, month = '', year = ''] = match;
  return { month: Number(month), year: year.length === 2 ? 2000 + Number(year) : Number(year) };
}

/** A card is good until the last moment of its expiry month. */
export function hasExpired(expiry: CardExpiry, now: Date): boolean {
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < thisMonth;
}

export const cardSchema = z
  .object({
    number: z
      .string({ error: cardMessages.numberRequired })
      .max(40, cardMessages.numberIncomplete)
      .transform(cardDigits)
      .pipe(
        z
          .string()
          .min(1, cardMessages.numberRequired)
          .regex(/^\d{12,19}$/, cardMessages.numberIncomplete)
          .refine(passesLuhn, cardMessages.numberInvalid),
      ),
    expiry: z
      .string({ error: cardMessages.expiryRequired })
      .trim()
      .min(1, cardMessages.expiryRequired)
      .refine((text) => parseExpiry(text) !== null, cardMessages.expiryFormat),
    cvc: z
      .string({ error: cardMessages.cvcRequired })
      .trim()
      .min(1, cardMessages.cvcRequired)
      .regex(/^\d{3,4}$/, cardMessages.cvcInvalid),
  })
  .strict();
export type CardDetails = z.infer<typeof cardSchema>;

/** The brand people recognise, from the number's leading digits; only brand and last 4 are ever kept. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}
