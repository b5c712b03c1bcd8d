// Pictures as the shop stores them: checked, stripped of metadata, in web-sized variants.
export {
  avatarShape,
  imageVariants,
  loadSharp,
  productShape,
  saveImageVariants,
  storedKeysOf,
  storeImageVariants,
  type ImageShape,
  type ImageVariants,
  type PictureOwner,
  type StoredImage,
} from './variants.ts';
export { createDecodeQueue, type DecodeQueue } from './decode-queue.ts';
