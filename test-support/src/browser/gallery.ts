// A gallery product's pictures, uploaded as the admin for POST /api/products.
import type { APIRequestContext } from '@playwright/test';
import type { PictureInput } from '@shop/core/product-pictures';
import { uploadPicture } from './pictures.ts';

/** One upload per alt text, in that order. */
export async function galleryPictures(admin: APIRequestContext, alts: readonly string[]): Promise<PictureInput[]> {
  const pictures: PictureInput[] = [];
  for (const alt of alts) pictures.push({ uploadId: await uploadPicture(admin), alt });
  return pictures;
}
