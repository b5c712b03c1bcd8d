import { useParams } from 'react-router-dom';
import { messages } from '@shop/core/messages';
import { PageHeading } from '../components/PageHeading.tsx';
import { OrderDetails, useOrder } from '../features/orders/index.ts';

/** One order of the shopper's; right after paying, the confirmation with the order number. */
export function Component() {
  const { id = '' } = useParams();
  const order = useOrder(id);

  let content;
  if (order.isPending) content = <p>Loading your order...</p>;
  else if (order.error)
    content = (
      <p className="error-text" role="alert">
        {messages.pageLoadError(order.error.message)}
      </p>
    );
  else content = <OrderDetails order={order.data} />;

  return (
    <>
      <PageHeading title={order.data ? `Order #${order.data.number}` : 'Order'} />
      <div className="container section">{content}</div>
    </>
  );
}
