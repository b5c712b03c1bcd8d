// Pictures as the shop stores them: checked, stripped of metadata, in web-sized variants.
export { avatarShape, productShape, storedKeysOf, storeImageVariants, type StoredImage } from './variants.ts';
export { createDecodeQueue, type DecodeQueue } from './decode-queue.ts';
