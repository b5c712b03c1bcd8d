import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { UserIcon } from '../../components/icons.tsx';
import styles from './ProfileMenu.module.css';

/** The profile menu: Login and SignUp when logged out. */
export function ProfileMenu() {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  const close = () => setOpen(false);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.trigger}
        aria-label="Profile menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
      >
        <UserIcon />
      </button>
      {isOpen && (
        <ul className={styles.menu} id={menuId}>
          <li>
            <Link to="/login" onClick={close}>
              Login
            </Link>
          </li>
          <li>
            <Link to="/signup" onClick={close}>
              SignUp
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
