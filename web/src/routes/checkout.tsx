import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '@shop/core/messages';
import { PageHeading } from '../components/PageHeading.tsx';
import { EmptyCart, useCartRefresh } from '../features/cart/index.ts';
import { CheckoutView } from '../features/checkout/index.ts';
import { notify } from '../lib/toast.ts';
import { useCart } from '../state/cart/cart-store.tsx';
import { useSession } from '../state/session.ts';

/** Login required: a visitor is warned and sent to login, which comes back here. */
export function Component() {
  const session = useSession();
  const user = session.data?.user;
  const isCartEmpty = useCart().cartItems.length === 0;
  const navigate = useNavigate();
  const hasRedirected = useRef(false);
  useCartRefresh();

  useEffect(() => {
    if (session.isPending || user || hasRedirected.current) return;
    hasRedirected.current = true;
    notify('warning', messages.loginToCheckout);
    void navigate('/login', { replace: true });
  }, [session.isPending, user, navigate]);

  let content = null;
  if (user && isCartEmpty)
    content = (
      <div className="container section">
        <EmptyCart />
      </div>
    );
  else if (user) content = <CheckoutView user={user} />;

  return (
    <>
      <PageHeading title="Checkout" />
      {content}
    </>
  );
}
