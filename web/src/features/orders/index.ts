// A shopper's orders: My orders and one order's page (the confirmation after paying).
export { useOrder, useOrders } from './api/orders.ts';
export { OrderDetails } from './components/OrderDetails.tsx';
export { OrderList } from './components/OrderList.tsx';
export { OrdersNotice } from './components/OrdersNotice.tsx';
