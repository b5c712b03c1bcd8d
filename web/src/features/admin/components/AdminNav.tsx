import { NavLink } from 'react-router-dom';
import styles from './AdminNav.module.css';

const links = [
  { to: '/dashboard', label: 'Dashboard', isEnd: true },
  { to: '/dashboard/all-products', label: 'All-Products' },
  { to: '/dashboard/add-products', label: 'Add-Products' },
  { to: '/dashboard/orders', label: 'Orders' },
  { to: '/dashboard/users', label: 'Users' },
  { to: '/dashboard/discount-codes', label: 'Discount codes' },
  { to: '/dashboard/chat', label: 'Chat' },
  { to: '/dashboard/support', label: 'Support' },
  { to: '/dashboard/unanswered', label: 'Unanswered' },
  { to: '/dashboard/answers', label: 'Answers' },
  { to: '/dashboard/assistant', label: 'Assistant report' },
];

/** The admin area's own header of links: Dashboard, All-Products, Add-Products, Orders, Users and the rest. */
export function AdminNav() {
  return (
    <header className={styles.band}>
      <div className={`container ${styles.bar}`}>
        <p className={styles.title}>Admin</p>
        <nav aria-label="Admin">
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.isEnd} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
