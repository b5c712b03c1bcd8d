// "Email me when it is back": a shopper leaves an address on a sold-out product (or one of its variants) and
// gets one email when units are back on the shelf.
import { z } from 'zod';
import { emailSchema } from './auth.ts';

export const stockAlertInputSchema = z.strictObject({
  email: emailSchema,
  /** The sold-out variant the shopper chose; left out for a product sold without variants. */
  variantId: z.uuid({ message: 'Choose one of the options shown.' }).optional(),
});

export type StockAlertInput = z.infer<typeof stockAlertInputSchema>;

export type StockAlertAnswer = { message: string };

export const stockAlertMessages = {
  prompt: 'Email me when it is back in stock',
  emailLabel: 'Your email',
  submit: 'Notify me',
  sending: 'Saving...',
  subscribed: (email: string) => `Thank you. We will email ${email} once, when it is back in stock.`,
  inStock: 'This is in stock now: you can add it to your cart.',
  chooseVariant: 'Choose one of the options shown.',
  tooMany: 'Too many back-in-stock requests from your connection. Please try again later.',
} as const;
