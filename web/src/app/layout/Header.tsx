import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { SHOP_NAME } from '@shop/core/constants';
import { Link } from '../../components/Link.tsx';
import { CartIcon, MenuIcon, SettingsIcon } from '../../components/icons.tsx';
import { SearchLauncher } from '../../features/search/index.ts';
import { useIsHydrated } from '../../first-load/hydration.tsx';
import { useCartCount } from '../../state/cart/cart-store.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import styles from './Header.module.css';

const navLinks = [
  { to: '/home', label: 'Home' },
  { to: '/shop', label: 'Shop' },
  { to: '/cart', label: 'Cart' },
];

export function Header() {
  // The cart is in this browser's storage: a page the server drew shows it once the app has taken over.
  const storedCount = useCartCount();
  const cartCount = useIsHydrated() ? storedCount : 0;
  const [isNavOpen, setNavOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Escape closes the phone menu and hands the focus back to its button.
  useEffect(() => {
    if (!isNavOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setNavOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isNavOpen]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/home" className={styles.logo} aria-label={`${SHOP_NAME} home`}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{SHOP_NAME}</span>
        </Link>

        <nav aria-label="Main" className={`${styles.nav} ${isNavOpen ? styles.navOpen : ''}`} id="main-nav">
          <ul>
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) => (isActive ? styles.active : undefined)}
                  onClick={() => setNavOpen(false)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <SearchLauncher buttonClassName={`icon-button ${styles.iconButton}`} />
          <Link
            to="/cart"
            className={`icon-button ${styles.iconButton}`}
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
          >
            <CartIcon />
            <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
              {cartCount}
            </span>
          </Link>
          <Link to="/setting" className={`icon-button ${styles.iconButton}`} aria-label="Settings">
            <SettingsIcon />
          </Link>
          <ProfileMenu />
          <button
            ref={menuButton}
            type="button"
            className={`icon-button ${styles.iconButton} ${styles.menuToggle}`}
            aria-label="Menu"
            aria-expanded={isNavOpen}
            aria-controls="main-nav"
            onClick={() => setNavOpen((open) => !open)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
    </header>
  );
}
