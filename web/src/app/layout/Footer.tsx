import { CATEGORIES, SHOP_NAME } from '@shop/core/constants';
import { POLICY_SLUGS, policyTitles } from '@shop/core/policy-links';
import { shopInfo } from '@shop/core/shop-info';
import { Link } from '../../components/Link.tsx';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brand}>
            {SHOP_NAME}
          </h2>
          <p>Sofas, chairs, phones, watches and wireless gadgets, chosen with care and delivered free across the United Kingdom.</p>
        </section>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories">Top Categories</h2>
          <ul>
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={`/shop?category=${category}`}>{category[0]?.toUpperCase() + category.slice(1)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Useful Links</h2>
          <ul>
            <li>
              <Link to="/shop">Shop</Link>
            </li>
            <li>
              <Link to="/cart">Cart</Link>
            </li>
            <li>
              <Link to="/login">Login</Link>
            </li>
            <li>
              <Link to="/setting">Settings</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies">Policies</h2>
          <ul>
            {POLICY_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to={`/policies/${slug}`}>{policyTitles[slug]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address>
            <p>{shopInfo.address}</p>
            <p>
              <a href={`tel:${shopInfo.phone.replace(/\s/g, '')}`}>{shopInfo.phone}</a>
            </p>
            <p>
              <a href={`mailto:${shopInfo.email}`}>{shopInfo.email}</a>
            </p>
            <p>
              {shopInfo.supportDays}, {shopInfo.supportHours}
            </p>
          </address>
        </section>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
