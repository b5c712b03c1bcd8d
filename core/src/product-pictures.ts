// A product's pictures (up to MAX_PRODUCT_PICTURES, each with alt text): what the API answers and what an
// admin's add or edit sends. The first picture is the product's `imgUrl` (docs/spec.md, Entities).
import { z } from 'zod';
import { uploadIdSchema } from './auth.ts';
import { oneLine, ONE_LINE_MESSAGE } from './one-line.ts';
import { pictureMessages, MAX_PRODUCT_PICTURES, MAX_ALT_CHARS } from './product-picture-texts.ts';

export { pictureMessages, MAX_PRODUCT_PICTURES, MAX_ALT_CHARS } from './product-picture-texts.ts';

export const productPictureSchema = z.object({
  id: z.uuid(),
  imgUrl: z.string(),
  imgSrcSet: z.string(),
  alt: z.string(),
});
export type ProductPicture = z.infer<typeof productPictureSchema>;

export const altTextSchema = z
  .string({ error: pictureMessages.altRequired })
  .trim()
  .min(1, pictureMessages.altRequired)
  .max(MAX_ALT_CHARS, pictureMessages.altTooLong)
  .refine(oneLine, ONE_LINE_MESSAGE);

/**
 * One picture of the list an add or edit sends, in the order the product page shows them: a new upload
 * (`uploadId`) or, on an edit, one the product already has (`id`), each with its alt text.
 */
export const pictureInputSchema = z
  .object({ id: z.uuid({ error: pictureMessages.unknownPicture }).optional(), uploadId: uploadIdSchema.optional(), alt: altTextSchema })
  .strict()
  .refine((picture) => (picture.id === undefined) !== (picture.uploadId === undefined), pictureMessages.idOrUpload);
export type PictureInput = z.infer<typeof pictureInputSchema>;

/** The whole list, first picture first: at least one, at most MAX_PRODUCT_PICTURES, none twice. */
export const pictureListSchema = z
  .array(pictureInputSchema, { error: pictureMessages.listRequired })
  .min(1, pictureMessages.atLeastOne)
  .max(MAX_PRODUCT_PICTURES, pictureMessages.tooMany)
  .superRefine((pictures, context) => {
    const names = pictures.map((picture) => picture.id ?? picture.uploadId);
    if (new Set(names).size !== names.length) context.addIssue({ code: 'custom', message: pictureMessages.twice });
  });
