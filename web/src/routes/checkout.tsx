import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '@shop/core/messages';
import { PageHeading } from '../components/PageHeading.tsx';
import { useSession } from '../features/auth/api.ts';
import { useCartRefresh } from '../features/cart/api/use-cart-refresh.ts';
import { CheckoutView } from '../features/checkout/components/CheckoutView.tsx';
import { notify } from '../lib/toast.ts';

/** Login required (SPEC.md section 2): a visitor is warned and sent to login, which comes back here. */
export function Component() {
  const session = useSession();
  const user = session.data?.user;
  const navigate = useNavigate();
  const hasRedirected = useRef(false);
  useCartRefresh();

  useEffect(() => {
    if (session.isPending || user || hasRedirected.current) return;
    hasRedirected.current = true;
    notify('warning', messages.loginToCheckout);
    void navigate('/login', { replace: true });
  }, [session.isPending, user, navigate]);

  return (
    <>
      <PageHeading title="Checkout" />
      {user && <CheckoutView user={user} />}
    </>
  );
}
