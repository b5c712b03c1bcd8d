import type { Product } from '@shop/core/products';
import { Link } from '../../../components/Link.tsx';
import { ProductImage } from '../../../components/ProductImage.tsx';
import { HERO_IMAGE_SIZES } from '../home-lists.ts';
import styles from './Hero.module.css';

export function Hero({ featured }: { featured: Product | undefined }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Trending product in {new Date().getFullYear()}</p>
          <h1 id="hero-title">Make your interior more minimalistic &amp; modern</h1>
          <p>Sofas, chairs, phones, watches and wireless gadgets, picked for comfort and built to last. Free delivery on every order.</p>
          <Link to="/shop" className="button">
            Shop Now
          </Link>
        </div>
        <div className={styles.art}>
          {featured ? (
            <ProductImage product={featured} sizes={HERO_IMAGE_SIZES} isPriority className={styles.image} />
          ) : (
            <div className={`skeleton ${styles.image}`} />
          )}
        </div>
      </div>
    </section>
  );
}
