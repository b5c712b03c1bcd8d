// Test pictures made on the fly with sharp.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@shop/core/uploads';

export async function pngPicture(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 232, g: 131, b: 58 } } })
    .png()
    .toBuffer();
}

/** A PNG of random pixels (which do not compress), about width * height * 3 bytes. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * The largest picture the shop accepts: as many pixels as MAX_IMAGE_PIXELS allows (3264 wide) in a PNG just
 * under MAX_IMAGE_BYTES, its top rows random pixels (which do not compress) and the rest one colour.
 */
export async function largestAcceptedPng(): Promise<Buffer> {
  const width = 3264;
  const height = Math.floor(MAX_IMAGE_PIXELS / width);
  const pixels = Buffer.alloc(width * height * 3, 200);
  const noisyRows = Math.floor((MAX_IMAGE_BYTES * 0.98) / (3 * width + 1));
  randomBytes(noisyRows * width * 3).copy(pixels);
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  if (png.length > MAX_IMAGE_BYTES) throw new Error(`the largest picture came out at ${png.length} bytes, over the limit`);
  return png;
}
