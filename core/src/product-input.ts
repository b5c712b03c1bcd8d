// The add-product form (every field required): one set of field rules for the browser form and the API.
import { z } from 'zod';
import { uploadIdSchema } from './auth.ts';
import { CATEGORIES } from './constants.ts';
import { formatPence, parsePounds } from './money.ts';
import { pictureListSchema, pictureMessages } from './product-pictures.ts';
import { MAX_STOCK } from './stock.ts';
import { optionRowSchema, optionsOf, variantInputOf, variantRowSchema } from './variant-form.ts';
import { optionsSchema, reportVariantProblems, variantMessages, variantsSchema } from './variants.ts';

/** £100,000: well above anything the shop sells, low enough to catch a slipped finger. */
export const MAX_PRICE_PENCE = 10_000_000;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`);

/** Said beside the product image left empty, in the browser (no file chosen) and by the API (no upload id). */
export const IMAGE_REQUIRED = 'Image is required.';

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

const stockSchema = z
  .number({ error: 'Stock must be a number of units.' })
  .int('Stock must be a whole number of units.')
  .min(0, 'Stock cannot be negative.')
  .max(MAX_STOCK, `Stock is at most ${MAX_STOCK} units.`);

/** A product sold in variants has no stock of its own: each variant has its stock. */
function refuseStockBesideVariants(input: { variants: readonly unknown[]; stock?: number | undefined }, context: z.RefinementCtx) {
  if (input.variants.length > 0 && input.stock !== undefined) {
    context.addIssue({ code: 'custom', message: variantMessages.stockPerVariant, path: ['stock'] });
  }
}

/** A product's own fields, with its options and variants, as the add form and a catalogue import give them. */
const catalogueProductFields = {
  ...productFields,
  price: pricePence,
  /** Without it a new product starts with NEW_PRODUCT_STOCK units. */
  stock: stockSchema.optional(),
  options: optionsSchema.default([]),
  variants: variantsSchema.default([]),
};

/**
 * POST /api/products: the price in pence and its pictures uploaded through /api/uploads: either the list
 * (`pictures`, each with its alt text) or one picture (`imageUploadId`, described by the product's name). A
 * product sold in options lists them with its variants, whose stock adds up to the product's.
 */
export const newProductSchema = z
  .object({
    ...catalogueProductFields,
    imageUploadId: z.string({ error: IMAGE_REQUIRED }).pipe(uploadIdSchema).optional(),
    pictures: pictureListSchema.optional(),
  })
  .strict()
  .superRefine((input, context) => {
    reportPictureProblems(input, context);
    if (input.pictures?.some((picture) => picture.id !== undefined))
      context.addIssue({ code: 'custom', message: pictureMessages.newOnly, path: ['pictures'] });
    reportVariantProblems(input, context);
    refuseStockBesideVariants(input, context);
  });
export type NewProduct = z.infer<typeof newProductSchema>;
/** What a caller sends: a product without options may leave out the options and variants. */
export type NewProductInput = z.input<typeof newProductSchema>;

/** A product as one catalogue import gives it (products/product-import.ts): the add form's rules, without a picture. */
export const importedProductSchema = z
  .object(catalogueProductFields)
  .strict()
  .superRefine((input, context) => {
    reportVariantProblems(input, context);
    refuseStockBesideVariants(input, context);
  });
export type ImportedProduct = z.infer<typeof importedProductSchema>;

const BOTH_OR_NEITHER = 'Send the options and the variants together.';

/** The pictures come one way: the list or the single upload; a new product needs one of them. */
function reportPictureProblems(
  { imageUploadId, pictures }: { imageUploadId?: string | undefined; pictures?: unknown },
  context: z.RefinementCtx,
  isRequired = true,
) {
  if (imageUploadId !== undefined && pictures !== undefined)
    context.addIssue({ code: 'custom', message: pictureMessages.oneWay, path: ['pictures'] });
  else if (isRequired && imageUploadId === undefined && pictures === undefined)
    context.addIssue({ code: 'custom', message: IMAGE_REQUIRED, path: ['imageUploadId'] });
}

/**
 * PATCH /api/admin/products/:id: any of the fields, the pictures (the whole list, as the variants: a picture
 * sent with its id is kept, with the alt text and place sent, one left out is removed; or `imageUploadId`, a
 * new first picture), the stock, or the options with their variants (the whole list: a variant sent with its
 * id is kept and changed, one left out is removed); at least one.
 */
export const productUpdateSchema = z
  .object({
    productName: productFields.productName.optional(),
    shortDesc: productFields.shortDesc.optional(),
    description: productFields.description.optional(),
    category: productFields.category.optional(),
    price: pricePence.optional(),
    stock: stockSchema.optional(),
    imageUploadId: uploadIdSchema.optional(),
    pictures: pictureListSchema.optional(),
    options: optionsSchema.optional(),
    variants: variantsSchema.optional(),
  })
  .strict()
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'Nothing to update.')
  .superRefine(({ options, variants, stock, imageUploadId, pictures }, context) => {
    reportPictureProblems({ imageUploadId, pictures }, context, false);
    if ((options === undefined) !== (variants === undefined)) {
      context.addIssue({ code: 'custom', message: BOTH_OR_NEITHER, path: ['variants'] });
      return;
    }
    if (options && variants) reportVariantProblems({ options, variants }, context);
    if (variants && variants.length > 0 && stock !== undefined) {
      context.addIssue({ code: 'custom', message: variantMessages.stockPerVariant, path: ['stock'] });
    }
  });
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

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

const stockTextSchema = z
  .string({ error: 'Stock is required.' })
  .trim()
  .min(1, 'Stock is required.')
  .regex(/^\d+$/, 'Stock must be a whole number of units.')
  .transform(Number)
  .pipe(stockSchema);

/**
 * The add and edit forms as typed, with the pictures' rule (files are the browser's): the product form's
 * fields, and the options and variants as typed (core/src/variant-form.ts). A product without options has its
 * own stock, as text ("12") turned into units; one with options sends them with a variant per combination,
 * each with its stock, and no stock of its own.
 */
export function productFormWithVariants<Pictures extends z.ZodType>(pictures: Pictures) {
  return productFormSchema
    .extend({ stock: z.string(), options: z.array(optionRowSchema), variants: z.array(variantRowSchema), pictures })
    .superRefine(({ stock, options }, context) => {
      if (optionsOf(options).length > 0) return;
      const parsed = stockTextSchema.safeParse(stock);
      if (!parsed.success)
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: ['stock'] });
    })
    .transform(({ stock, options: optionRows, variants: rows, ...fields }) => {
      const options = optionsOf(optionRows);
      return options.length > 0 ? { ...fields, options, variants: rows.map(variantInputOf) } : { ...fields, stock: Number(stock.trim()) };
    })
    .superRefine((product, context) => {
      if ('options' in product && product.options) reportVariantProblems({ options: product.options, variants: product.variants }, context);
    });
}
