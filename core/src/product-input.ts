// The add-product form (SPEC.md section 5): one set of field rules for the browser form and the API.
import { z } from 'zod';
import { uploadIdSchema } from './auth.ts';
import { CATEGORIES } from './constants.ts';
import { formatPence, parsePounds } from './money.ts';

/** £100,000: well above anything the shop sells, low enough to catch a slipped finger. */
export const MAX_PRICE_PENCE = 10_000_000;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`);

const PRICE_IN_POUNDS = 'Price must be a number in pounds, like 49.99.';

const pricePence = z
  .number({ error: 'Price must be a number (in pence).' })
  .int('Price must be a whole number of pence.')
  .min(1, 'Price must be more than £0.')
  .max(MAX_PRICE_PENCE, `Price is at most ${formatPence(MAX_PRICE_PENCE)}.`);

const productFields = {
  productName: requiredText('Title', 120),
  shortDesc: requiredText('Short description', 200),
  description: requiredText('Description', 5000),
  category: z.enum(CATEGORIES, { error: `Choose a category: ${CATEGORIES.join(', ')}.` }),
};

/** POST /api/products: the price in pence and the id of the picture uploaded through /api/uploads. */
export const newProductSchema = z
  .object({
    ...productFields,
    price: pricePence,
    imageUploadId: z.string({ error: 'Image is required.' }).pipe(uploadIdSchema),
  })
  .strict();
export type NewProduct = z.infer<typeof newProductSchema>;

/** The form's fields as typed: the price is text in pounds ("49.99"), turned into pence. */
export const productFormSchema = z.object({
  ...productFields,
  price: z
    .string({ error: 'Price is required.' })
    .trim()
    .min(1, 'Price is required.')
    .refine((text) => parsePounds(text) !== null, PRICE_IN_POUNDS)
    .transform((text) => parsePounds(text) ?? 0)
    .pipe(pricePence),
});
export type ProductForm = z.infer<typeof productFormSchema>;
