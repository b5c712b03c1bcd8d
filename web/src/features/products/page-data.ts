// A product as a drawn page carries it for the takeover (first-load/page-state.ts): the API's answer spells
// each picture's address four times over (its picture, then each width of its srcset) under the product's and
// the picture's ids, and names each variant's fields. With 8 pictures and 12 variants that was 7 KB of the
// page's 26. Carried compact, it comes back in the browser exactly as the API answered it.
import type { QueryKey } from '@tanstack/react-query';
import type { PageDataCodec } from '../../first-load/page-state.ts';
import type { ProductPicture } from '@shop/core/product-pictures';
import type { Product } from '@shop/core/products';
import type { ProductVariant } from '@shop/core/variants';

/** Where every picture's files are: `${base}${picture id}/${file}`, the same files for each picture. */
type PictureFiles = { base: string; main: string; srcSet: string };
type CompactProduct = Omit<Product, 'imgUrl' | 'imgSrcSet' | 'pictures' | 'variants'> & {
  pictureFiles: PictureFiles;
  pictures: [id: string, alt: string][];
  variants: [id: string, sku: string, values: string[], stock: number, price: number | null][];
};

const isProductDetail = (queryKey: QueryKey) => queryKey[0] === 'products' && queryKey[1] === 'detail';

const SRCSET_SEPARATOR = ', ';

function pictureOf(files: PictureFiles, [id, alt]: CompactProduct['pictures'][number]): ProductPicture {
  const folder = `${files.base}${id}/`;
  const srcSet = files.srcSet.split(SRCSET_SEPARATOR).map((entry) => folder + entry);
  return { id, imgUrl: folder + files.main, imgSrcSet: srcSet.join(SRCSET_SEPARATOR), alt };
}

function expandProduct({ pictureFiles, pictures, variants, ...rest }: CompactProduct): Product {
  const expanded = pictures.map((picture) => pictureOf(pictureFiles, picture));
  return {
    ...rest,
    imgUrl: expanded[0]?.imgUrl ?? '',
    imgSrcSet: expanded[0]?.imgSrcSet ?? '',
    variants: variants.map(([id, sku, values, stock, price]): ProductVariant => ({ id, sku, values, stock, price })),
    pictures: expanded,
  };
}

/** The first picture's files, named from its own folder; each other picture is checked to have the same ones. */
function pictureFilesOf(first: ProductPicture): PictureFiles {
  const folder = first.imgUrl.slice(0, first.imgUrl.lastIndexOf('/') + 1);
  const inFolder = (url: string) => (url.startsWith(folder) ? url.slice(folder.length) : url);
  return {
    base: folder.slice(0, folder.length - first.id.length - 1),
    main: inFolder(first.imgUrl),
    srcSet: first.imgSrcSet.split(SRCSET_SEPARATOR).map(inFolder).join(SRCSET_SEPARATOR),
  };
}

/** Whether two JSON values hold the same data (objects' keys in any order). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every((key) => key in bRecord && sameData((a as Record<string, unknown>)[key], bRecord[key]))
  );
}

function compactProduct(product: Product): CompactProduct | Product {
  const first = product.pictures[0];
  if (!first) return product;
  const { imgUrl: _imgUrl, imgSrcSet: _imgSrcSet, pictures, variants, ...rest } = product;
  const compact: CompactProduct = {
    ...rest,
    pictureFiles: pictureFilesOf(first),
    pictures: pictures.map((picture) => [picture.id, picture.alt]),
    variants: variants.map((variant) => [variant.id, variant.sku, variant.values, variant.stock, variant.price]),
  };
  // Pictures stored elsewhere or otherwise (a seeded product's, another storage's) travel as they are.
  return sameData(expandProduct(compact), product) ? compact : product;
}

const isCompact = (data: unknown): data is CompactProduct => typeof data === 'object' && data !== null && 'pictureFiles' in data;

/** A product compact in the page, and back as the API answered it; any other query's data as it is. */
export const productPageData: PageDataCodec = {
  compact: (queryKey, data) => (isProductDetail(queryKey) ? compactProduct(data as Product) : data),
  expand: (queryKey, data) => (isProductDetail(queryKey) && isCompact(data) ? expandProduct(data) : data),
};
