// "Email me when it is back": a shopper leaves an address on a sold-out product (or one of its variants) and
// gets one email when units are back on the shelf.
import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { stockAlertMessages } from './stock-alert-messages.ts';

export const stockAlertInputSchema = z.strictObject({
  email: emailSchema,
  /** The sold-out variant the shopper chose; left out for a product sold without variants. */
  variantId: z.uuid({ message: stockAlertMessages.chooseVariant }).optional(),
});

export type StockAlertInput = z.infer<typeof stockAlertInputSchema>;
