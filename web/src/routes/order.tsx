import { useParams } from 'react-router-dom';
import { orderTexts } from '@shop/core/checkout-texts';
import { messages } from '@shop/core/messages';
import { PageHeading } from '../components/PageHeading.tsx';
import { OrderDetails, OrdersNotice, useOrder } from '../features/orders/index.ts';
import { useSession } from '../state/session.ts';

/** One order of the shopper's; right after paying, the confirmation with the order number. A visitor is asked to log in. */
export function Component() {
  const { id = '' } = useParams();
  const session = useSession();
  const user = session.data?.user;
  const order = useOrder(id, Boolean(user));

  let content;
  if (session.isPending || (user && order.isPending)) content = <p>Loading your order...</p>;
  else if (!user) content = <OrdersNotice text={orderTexts.loginToSeeOrders} link={{ to: '/login', label: 'Login' }} />;
  else if (order.error)
    content = (
      <p className="error-text" role="alert">
        {messages.pageLoadError(order.error.message)}
      </p>
    );
  else if (order.data) content = <OrderDetails order={order.data} />;

  return (
    <>
      <PageHeading title={order.data ? `Order #${order.data.number}` : 'Order'} />
      <div className="container section">{content}</div>
    </>
  );
}
