import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { orderTexts } from '@shop/core/checkout-texts';
import { messages } from '@shop/core/messages';
import { Link } from '../../components/Link.tsx';
import { UserIcon } from '../../components/icons.tsx';
import { notify } from '../../lib/toast.ts';
import { useLogout, useSession, useSessionFollowsFeed } from '../../state/session.ts';
import styles from './ProfileMenu.module.css';

/** The profile menu: Login and SignUp when logged out; Logout, and Dashboard for admins, when logged in. */
export function ProfileMenu() {
  const user = useSession().data?.user;
  useSessionFollowsFeed();
  const logout = useLogout();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape hands the focus back to the button, not to the page's start.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  const close = () => setOpen(false);
  const logOut = () => {
    close();
    logout.mutate(undefined, {
      onSuccess: () => {
        notify('success', messages.loggedOut);
        void navigate('/home');
      },
      onError: (error) => notify('error', error.message),
    });
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={`icon-button ${styles.trigger}`}
        aria-label={user ? `Profile menu for ${user.displayName}` : 'Profile menu'}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
      >
        {user?.photoURL ? <img src={user.photoURL} srcSet={user.photoSrcSet} sizes="44px" alt="" width="44" height="44" /> : <UserIcon />}
      </button>
      {isOpen && (
        <ul className={styles.menu} id={menuId}>
          {user ? (
            <>
              <li className={styles.who}>{user.displayName}</li>
              <li>
                <Link to="/orders" onClick={close}>
                  {orderTexts.myOrders}
                </Link>
              </li>
              {user.isAdmin && (
                <li>
                  <Link to="/dashboard" onClick={close}>
                    Dashboard
                  </Link>
                </li>
              )}
              <li>
                <button type="button" onClick={logOut}>
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
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
            </>
          )}
        </ul>
      )}
    </div>
  );
}
