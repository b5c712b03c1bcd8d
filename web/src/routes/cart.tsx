import { PageHeading } from '../components/PageHeading.tsx';
import { CartView, useCartRefresh } from '../features/cart/index.ts';
import { RecentlyViewed } from '../features/products/index.ts';
import { useCart } from '../state/cart/cart-store.tsx';

export function Component() {
  const stock = useCartRefresh();
  const { cartItems } = useCart();
  return (
    <>
      <PageHeading title="Cart" />
      <CartView stock={stock} />
      <div className="container">
        <RecentlyViewed excludeIds={cartItems.map((item) => item.id)} />
      </div>
    </>
  );
}
