// Turns a decoded image into web-sized WebP variants (metadata stripped) and a srcset for pages.
import sharp, { type Sharp } from 'sharp';
import { messages } from '@shop/core/messages';
import { AppError } from '../http/errors.ts';
import type { Storage } from '../storage/storage.ts';

type ImageShape = { widths: readonly number[]; fit: 'inside' | 'cover' };

/** Product pictures keep their whole frame; profile pictures are cropped square for round avatars. */
export const productShape: ImageShape = { widths: [320, 640, 960], fit: 'inside' };
export const avatarShape: ImageShape = { widths: [64, 128, 256], fit: 'cover' };
/** The width pages use when no srcset applies (e.g. the cart thumbnail's src); else the largest. */
const DEFAULT_WIDTH = 640;

export type StoredImage = { imgUrl: string; imgSrcSet: string };

/** Decodes the whole picture (animated GIFs: the first frame); anything that is not a real image is refused. */
async function decode(input: Buffer): Promise<Sharp> {
  try {
    const decoded = await sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return sharp(decoded.data, { raw: decoded.info });
  } catch {
    throw new AppError(415, 'invalid_image', messages.invalidImage);
  }
}

/** Writes WebP variants (metadata stripped, since sharp drops it unless asked to keep it). */
export async function storeImageVariants(
  storage: Storage,
  keyPrefix: string,
  input: Buffer,
  shape: ImageShape = productShape,
): Promise<StoredImage> {
  const source = await decode(input);
  const { widths, fit } = shape;
  const urls = await Promise.all(
    widths.map(async (width) => {
      const data = await source.clone().resize({ width, height: width, fit }).webp({ quality: 80 }).toBuffer();
      return [width, await storage.save(`${keyPrefix}/${width}.webp`, data)] as const;
    }),
  );
  const main = urls.find(([width]) => width === DEFAULT_WIDTH) ?? urls.at(-1);
  if (!main) throw new Error('storeImageVariants needs at least one width');
  return {
    imgUrl: main[1],
    imgSrcSet: urls.map(([width, url]) => `${url} ${width}w`).join(', '),
  };
}
