import { useState } from 'react';
import { formatPence } from '@shop/core/money';
import type { Product } from '@shop/core/products';
import { stockAlertMessages } from '@shop/core/stock-alert-messages';
import { choose, describePrice, findVariant, firstChoice, pictureNaming, unitPrice, variantLabel } from '@shop/core/variant-choice';
import { StockStatus } from '../../../components/StockStatus.tsx';
import { DeliveryEstimate } from './DeliveryEstimate.tsx';
import { ProductGallery, type PictureRequest } from './ProductGallery.tsx';
import { PurchaseControls } from './PurchaseControls.tsx';
import { StockAlertForm, type SoldOutChoice } from './StockAlertForm.tsx';
import { Rating } from './Rating.tsx';
import { VariantPicker } from './VariantPicker.tsx';
import styles from './ProductSummary.module.css';

/**
 * The back-in-stock form: open under a sold-out product or choice; folded under a product in stock with some
 * variants sold out.
 */
function BackInStock({ product, stock, chosenId }: { product: Product; stock: number; chosenId: string | undefined }) {
  const choices: SoldOutChoice[] = product.variants.filter((v) => v.stock === 0).map((v) => ({ id: v.id, label: variantLabel(v.values) }));
  const form = <StockAlertForm productId={product.id} choices={choices} firstChoice={chosenId} />;
  if (stock === 0) return form;
  if (choices.length === 0) return null;
  return (
    <details className={styles.someSoldOut}>
      <summary>{stockAlertMessages.someSoldOut}</summary>
      {form}
    </details>
  );
}

/**
 * Price, stock and buying, for the variant chosen when the product is sold in variants. `onChoose` hears each
 * value the shopper chooses, by its option's place.
 */
function ProductPurchase({ product, onChoose }: { product: Product; onChoose: (index: number, value: string) => void }) {
  const [chosen, setChosen] = useState(() => firstChoice(product.variants));
  const variant = findVariant(product.variants, chosen);
  const isSoldInVariants = product.options.length > 0;
  const stock = variant ? variant.stock : isSoldInVariants ? 0 : product.stock;
  return (
    <>
      <p className={styles.priceRow}>
        <span className={styles.price}>{variant ? formatPence(unitPrice(product, variant)) : describePrice(product)}</span>
        <span className={styles.category}>Category: {product.category}</span>
      </p>
      <p className={styles.short}>{product.shortDesc}</p>
      {isSoldInVariants && (
        <VariantPicker
          product={product}
          chosen={chosen}
          onChoose={(index, value) => {
            setChosen(choose(product.options, product.variants, chosen, index, value));
            onChoose(index, value);
          }}
        />
      )}
      <p className={styles.stock} aria-live="polite">
        <StockStatus stock={stock} />
        {variant && <span className={styles.sku}>SKU {variant.sku}</span>}
      </p>
      <PurchaseControls product={product} variant={variant} stock={stock} />
      {stock > 0 && <DeliveryEstimate category={product.category} />}
      <BackInStock product={product} stock={stock} chosenId={variant?.id} />
    </>
  );
}

export function ProductSummary({ product }: { product: Product }) {
  const [pictureShown, setPictureShown] = useState<PictureRequest & { productId: string }>();
  // A value the shopper chooses brings up the picture that shows it (Navy: the sofa in navy), when one does.
  const showPictureOf = (index: number, value: string) => {
    const at = pictureNaming(
      product.pictures.map((picture) => picture.alt),
      product.options[index]?.values ?? [],
      value,
    );
    if (at !== undefined) setPictureShown({ at, productId: product.id });
  };
  return (
    <section className={styles.summary} aria-labelledby="product-name">
      <ProductGallery product={product} show={pictureShown?.productId === product.id ? pictureShown : undefined} />
      <div className={styles.details}>
        <h1 id="product-name">{product.productName}</h1>
        <Rating avgRating={product.avgRating} ratingCount={product.ratingCount} />
        <ProductPurchase key={product.id} product={product} onChoose={showPictureOf} />
      </div>
    </section>
  );
}

export function ProductSummarySkeleton() {
  return (
    <div className={styles.summary} aria-busy="true" aria-label="Loading product">
      <div className={`skeleton ${styles.image}`} />
      <div className={styles.details}>
        <div className="skeleton" style={{ height: 36, width: '70%' }} />
        <div className="skeleton" style={{ height: 20, width: '40%' }} />
        <div className="skeleton" style={{ height: 28, width: '30%' }} />
        <div className="skeleton" style={{ height: 60, width: '90%' }} />
      </div>
    </div>
  );
}
