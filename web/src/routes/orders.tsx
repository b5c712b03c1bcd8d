import { orderTexts } from '@shop/core/checkout-texts';
import { messages } from '@shop/core/messages';
import { PageHeading } from '../components/PageHeading.tsx';
import { OrderList, OrdersNotice, useOrders } from '../features/orders/index.ts';
import { useSession } from '../state/session.ts';

/** My orders: the logged-in shopper's orders, newest first, a page at a time. */
export function Component() {
  const session = useSession();
  const user = session.data?.user;
  const orders = useOrders(Boolean(user));
  const items = orders.data?.pages.flatMap((page) => page.items);

  let content;
  if (session.isPending || (user && orders.isPending)) content = <p>Loading your orders...</p>;
  else if (!user) content = <OrdersNotice text={orderTexts.loginToSeeOrders} link={{ to: '/login', label: 'Login' }} />;
  else if (orders.error)
    content = (
      <p className="error-text" role="alert">
        {messages.pageLoadError(orders.error.message)}
      </p>
    );
  else if (items?.length)
    content = (
      <>
        <OrderList orders={items} />
        {orders.hasNextPage && (
          <button type="button" className="button" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
            {orders.isFetchingNextPage ? orderTexts.loadingMoreOrders : orderTexts.loadMoreOrders}
          </button>
        )}
      </>
    );
  else content = <OrdersNotice text={orderTexts.noOrders} link={{ to: '/shop', label: 'Go to Shop' }} />;

  return (
    <>
      <PageHeading title={orderTexts.myOrders} />
      <div className="container section">{content}</div>
    </>
  );
}
