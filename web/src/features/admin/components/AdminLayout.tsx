// The admin area's layout: its own header of links above each dashboard page.
// The specification's known flaw (docs/spec.md, Roles and permissions), kept on purpose: this guard lets any logged-in user through and only
// sends anonymous visitors to login. The server refuses non-admins (403) and the pages show that refusal.
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { messages } from '@shop/core/messages';
import { useSession } from '../../../state/session.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminNav } from './AdminNav.tsx';
import styles from './AdminLayout.module.css';

function ToLogin() {
  useEffect(() => notify('warning', messages.adminRequired), []);
  return <Navigate to="/login" replace />;
}

export function AdminLayout() {
  const session = useSession();
  if (session.isError) {
    return (
      <p className={`container ${styles.notice} error-text`} role="alert">
        {messages.adminCheckFailed}
      </p>
    );
  }
  if (session.isPending) {
    return (
      <p className={`container ${styles.notice}`} role="status">
        Checking your access...
      </p>
    );
  }
  if (!session.data.user) return <ToLogin />;
  return (
    <>
      <AdminNav />
      <div className={`container ${styles.page}`}>
        <Outlet />
      </div>
    </>
  );
}
