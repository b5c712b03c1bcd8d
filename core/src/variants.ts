// Variants: a product sold in options such as colour, size or storage. Each combination the shop sells is a
// variant with its own SKU, stock and, optionally, its own price; a product without options has no variants
// and keeps its own stock and price. Shared by the admin's forms, the API, the product page and the cart.
import { z } from 'zod';
import { MAX_STOCK } from './stock.ts';
import { variantLabel } from './variant-choice.ts';

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 20;
export const MAX_VARIANTS = 100;
export const OPTION_NAME_MAX = 30;
export const OPTION_VALUE_MAX = 40;
export const SKU_MAX = 40;

export const variantMessages = {
  optionName: `An option's name is 1 to ${OPTION_NAME_MAX} characters, like Colour or Size.`,
  optionValue: `An option's value is 1 to ${OPTION_VALUE_MAX} characters, like Black or Large.`,
  optionValues: `An option has 1 to ${MAX_OPTION_VALUES} values.`,
  tooManyOptions: `A product has at most ${MAX_OPTIONS} options.`,
  optionTwice: (name: string) => `The option ${name} is listed twice.`,
  valueTwice: (option: string, value: string) => `${option} lists ${value} twice.`,
  sku: `A SKU is 1 to ${SKU_MAX} letters, digits, ".", "-" or "_".`,
  skuTwice: (sku: string) => `The SKU ${sku} is used by two variants.`,
  skuTaken: (sku: string) => `The SKU ${sku} is already used by another product.`,
  variantsNeeded: 'A product with options needs at least one variant.',
  variantsWithoutOptions: 'Add an option (such as Colour) before adding variants.',
  tooManyVariants: `A product has at most ${MAX_VARIANTS} variants.`,
  valueCount: (sku: string, count: number) => `Variant ${sku} needs one value for each of the ${count} options.`,
  unknownValue: (sku: string, option: string, value: string) => `Variant ${sku}: ${value} is not one of the values of ${option}.`,
  combinationTwice: (label: string) => `Two variants are both ${label}.`,
  stockPerVariant: 'This product is sold in variants: set the stock of each variant instead.',
  variantStock: 'Stock must be a whole number of units from 0 to ' + MAX_STOCK + '.',
  variantPrice: `A variant's price is a whole number of pence above 0, or empty to use the product's price.`,
  /** The browser named a variant the product does not have, or none for a product that needs one. */
  choose: (productName: string) => `Choose an option (such as colour or size) of ${productName} before adding it to your order.`,
  noLongerSold: 'A choice in your cart is no longer sold. Open your cart to see the update, then pay again.',
} as const;

const optionText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** An option and the values it comes in, in the order the product page offers them: { name: 'Colour', values: ['Black', 'Oatmeal'] }. */
export const productOptionSchema = z
  .object({
    name: optionText(variantMessages.optionName, OPTION_NAME_MAX),
    values: z
      .array(optionText(variantMessages.optionValue, OPTION_VALUE_MAX), { error: variantMessages.optionValues })
      .min(1, variantMessages.optionValues)
      .max(MAX_OPTION_VALUES, variantMessages.optionValues),
  })
  .strict();
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productVariantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  /** One value per option, in the product's option order. */
  values: z.array(z.string()),
  stock: z.number().int().nonnegative(),
  /** Pence; null sells it at the product's price. */
  price: z.number().int().positive().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const skuSchema = z
  .string({ error: variantMessages.sku })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9._-]{1,${SKU_MAX}}$`), variantMessages.sku);

export const variantInputSchema = z
  .object({
    /** A variant kept from before the edit; without it the variant is new. */
    id: z.uuid({ error: 'A variant id must be a UUID.' }).optional(),
    sku: skuSchema,
    values: z.array(z.string({ error: variantMessages.optionValue }).trim(), { error: variantMessages.optionValue }).max(MAX_OPTIONS),
    stock: z
      .number({ error: variantMessages.variantStock })
      .int(variantMessages.variantStock)
      .min(0, variantMessages.variantStock)
      .max(MAX_STOCK, variantMessages.variantStock),
    price: z
      .number({ error: variantMessages.variantPrice })
      .int(variantMessages.variantPrice)
      .min(1, variantMessages.variantPrice)
      .max(10_000_000, variantMessages.variantPrice)
      .nullable()
      .optional(),
  })
  .strict();
export type VariantInput = z.infer<typeof variantInputSchema>;

export type OptionsAndVariants = { options: ProductOption[]; variants: VariantInput[] };

/** Every rule that ties the variants to the options; each problem once, in words an admin can act on. */
export function variantProblems({ options, variants }: OptionsAndVariants): string[] {
  const problems: string[] = [];
  if (options.length > MAX_OPTIONS) problems.push(variantMessages.tooManyOptions);
  const names = new Set<string>();
  for (const option of options) {
    const key = option.name.toLowerCase();
    if (names.has(key)) problems.push(variantMessages.optionTwice(option.name));
    names.add(key);
    const values = new Set<string>();
    for (const value of option.values) {
      if (values.has(value.toLowerCase())) problems.push(variantMessages.valueTwice(option.name, value));
      values.add(value.toLowerCase());
    }
  }
  if (options.length === 0) return variants.length > 0 ? [...problems, variantMessages.variantsWithoutOptions] : problems;
  if (variants.length === 0) problems.push(variantMessages.variantsNeeded);
  if (variants.length > MAX_VARIANTS) problems.push(variantMessages.tooManyVariants);
  const skus = new Set<string>();
  const combinations = new Set<string>();
  for (const variant of variants) {
    const sku = variant.sku.toLowerCase();
    if (skus.has(sku)) problems.push(variantMessages.skuTwice(variant.sku));
    skus.add(sku);
    if (variant.values.length !== options.length) {
      problems.push(variantMessages.valueCount(variant.sku, options.length));
      continue;
    }
    options.forEach((option, i) => {
      const value = variant.values[i] ?? '';
      if (!option.values.includes(value)) problems.push(variantMessages.unknownValue(variant.sku, option.name, value));
    });
    const combination = JSON.stringify(variant.values);
    if (combinations.has(combination)) problems.push(variantMessages.combinationTwice(variantLabel(variant.values)));
    combinations.add(combination);
  }
  return problems;
}

export const optionsSchema = z
  .array(productOptionSchema, { error: variantMessages.tooManyOptions })
  .max(MAX_OPTIONS, variantMessages.tooManyOptions);

export const variantsSchema = z
  .array(variantInputSchema, { error: variantMessages.tooManyVariants })
  .max(MAX_VARIANTS, variantMessages.tooManyVariants);

/** Adds each of `variantProblems` to a schema's refinement, on the variants field. */
export function reportVariantProblems(value: OptionsAndVariants, context: z.RefinementCtx): void {
  for (const message of variantProblems(value)) context.addIssue({ code: 'custom', message, path: ['variants'] });
}
