// Turns a decoded image into web-sized WebP variants (metadata stripped) and a srcset for pages.
import { messages } from '@shop/core/messages';
import { MAX_IMAGE_PIXELS, uploadMessages } from '@shop/core/uploads';
import { DomainError } from '../errors.ts';
import { FILES_URL_PREFIX, isSafeKey, type Storage } from '../storage/index.ts';
import { createDecodeQueue, type DecodeQueue } from './decode-queue.ts';

export type ImageShape = { widths: readonly number[]; fit: 'inside' | 'cover' };

/** Product pictures keep their whole frame; profile pictures are cropped square for round avatars. */
export const productShape: ImageShape = { widths: [320, 640, 960], fit: 'inside' };
export const avatarShape: ImageShape = { widths: [64, 128, 256], fit: 'cover' };
/** The width pages use when no srcset applies (e.g. the cart thumbnail's src); else the largest. */
const DEFAULT_WIDTH = 640;

export type StoredImage = { imgUrl: string; imgSrcSet: string };

/** This process's picture work: a couple of decodes at once, the accounts asking taken in turn. */
const sharedQueue = createDecodeQueue();

/**
 * sharp (libvips) loads with the first picture rather than with the server: an idle server that has drawn no
 * picture holds about 14 MB less and starts about 0.2 s sooner.
 */
export const loadSharp = async () => (await import('sharp')).default;

const notAnImage = () => new DomainError('unsupported_media', messages.invalidImage, { code: 'invalid_image' });

/**
 * Decodes the picture (animated GIFs: the first frame) at most at the largest variant's size, so memory
 * follows the variants rather than the upload; a picture over MAX_IMAGE_PIXELS is refused from its header,
 * before any decoding; anything that is not a real image is refused.
 */
async function decodeVariants(input: Buffer, { widths, fit }: ImageShape): Promise<ImageVariants> {
  const sharp = await loadSharp();
  const header = await sharp(input)
    .metadata()
    .catch(() => null);
  const height = header?.pageHeight ?? header?.height;
  if (!header?.width || !height) throw notAnImage();
  if (header.width * height > MAX_IMAGE_PIXELS) {
    throw new DomainError('too_large', uploadMessages.tooManyPixels, { code: 'too_many_pixels' });
  }
  const largest = Math.max(...widths);
  const decoded = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: largest, height: largest, fit, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImage();
    });
  const source = sharp(decoded.data, { raw: decoded.info });
  return Promise.all(
    widths.map(
      async (width) =>
        [width, await source.clone().resize({ width, height: width, fit }).webp({ quality: 80 }).toBuffer()] as [number, Buffer],
    ),
  );
}

/** A picture's variants: WebP at each of the shape's widths (metadata stripped, since sharp drops it unless asked to keep it). */
export type ImageVariants = [width: number, webp: Buffer][];

/** Whose picture it is (an account, or the shop's catalogue): one owner's pictures wait behind each other, not another's. */
export type PictureOwner = { owner: string; shape?: ImageShape };

/** Checks and decodes the picture in its owner's turn on the queue, and makes its variants. */
export function imageVariants(
  input: Buffer,
  { owner, shape = productShape }: PictureOwner,
  queue: DecodeQueue = sharedQueue,
): Promise<ImageVariants> {
  return queue.run(() => decodeVariants(input, shape), owner);
}

/** Writes the variants under the key prefix; answers the page's picture and srcset. */
export async function saveImageVariants(storage: Storage, keyPrefix: string, variants: ImageVariants): Promise<StoredImage> {
  const urls = await Promise.all(
    variants.map(async ([width, data]) => [width, await storage.save(`${keyPrefix}/${width}.webp`, data)] as const),
  );
  const main = urls.find(([width]) => width === DEFAULT_WIDTH) ?? urls.at(-1);
  if (!main) throw new Error('saveImageVariants needs at least one width');
  return {
    imgUrl: main[1],
    imgSrcSet: urls.map(([width, url]) => `${url} ${width}w`).join(', '),
  };
}

/** Makes the variants and writes them. */
export async function storeImageVariants(storage: Storage, keyPrefix: string, input: Buffer, picture: PictureOwner): Promise<StoredImage> {
  return saveImageVariants(storage, keyPrefix, await imageVariants(input, picture));
}

/** The storage keys of a stored picture's variants (none for a picture that is not in storage, e.g. a seeded one). */
export function storedKeysOf({ imgUrl, imgSrcSet }: StoredImage): string[] {
  const urls = [imgUrl, ...imgSrcSet.split(',').map((entry) => entry.trim().split(' ')[0] ?? '')];
  const keys = urls.filter((url) => url.startsWith(FILES_URL_PREFIX)).map((url) => url.slice(FILES_URL_PREFIX.length));
  return [...new Set(keys)].filter(isSafeKey);
}
