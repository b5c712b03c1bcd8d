import { cartLineKey, MAX_LINE_QUANTITY, type CartItem } from '@shop/core/cart';
import { cartTexts } from '@shop/core/checkout-texts';
import { formatPence } from '@shop/core/money';
import { lineName } from '@shop/core/variant-choice';
import { Link } from '../../../components/Link.tsx';
import { TrashIcon } from '../../../components/icons.tsx';
import { QuantityStepper } from '../../../components/QuantityStepper.tsx';
import { StockStatus } from '../../../components/StockStatus.tsx';
import { useCartActions } from '../../../state/cart/cart-store.tsx';
import type { CartStock } from '../api/use-cart-refresh.ts';
import { EMPTY_CART_HEADING_ID } from './EmptyCart.tsx';
import styles from './CartTable.module.css';

/**
 * A removed line takes its button, and the focus, with it: the focus goes to the next line's Remove button
 * (the previous one's for the last line), or to "Empty Cart" once the cart is empty.
 */
function focusAfterRemoving(row: HTMLTableRowElement | null): void {
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  const button = neighbour?.querySelector<HTMLButtonElement>(`.${styles.delete}`);
  if (button) button.focus();
  else requestAnimationFrame(() => document.getElementById(EMPTY_CART_HEADING_ID)?.focus());
}

function CartRow({ item, stock }: { item: CartItem; stock: number | undefined }) {
  const send = useCartActions();
  return (
    <tr>
      <td className={styles.imageCell}>
        <img src={item.imgUrl} alt="" width="80" height="80" loading="lazy" decoding="async" />
      </td>
      <th scope="row" className={styles.title}>
        <Link to={`/shop/${encodeURIComponent(item.id)}`}>{item.productName}</Link>
        {item.variantLabel && <span className={styles.variant}>{item.variantLabel}</span>}
        {stock !== undefined && <StockStatus stock={stock} className={styles.stock} />}
      </th>
      <td className={styles.number} data-label="Price">
        {formatPence(item.price)}
      </td>
      <td data-label="Quantity">
        <QuantityStepper
          productName={lineName(item.productName, item.variantLabel)}
          quantity={item.quantity}
          max={Math.min(MAX_LINE_QUANTITY, stock ?? MAX_LINE_QUANTITY)}
          onDecrease={() => send({ type: 'decrease', key: cartLineKey(item) })}
          onIncrease={() => send({ type: 'increase', key: cartLineKey(item) })}
        />
      </td>
      <td className={styles.number} data-label="Total">
        {formatPence(item.totalPrice)}
      </td>
      <td className={styles.deleteCell}>
        <button
          type="button"
          className={`icon-button ${styles.delete}`}
          aria-label={cartTexts.remove(lineName(item.productName, item.variantLabel))}
          onClick={(event) => {
            focusAfterRemoving(event.currentTarget.closest('tr'));
            send({ type: 'delete', key: cartLineKey(item) });
          }}
        >
          <TrashIcon />
        </button>
      </td>
    </tr>
  );
}

/** The cart's lines; on phones each row becomes a card (see the stylesheet). */
export function CartTable({ items, stock }: { items: CartItem[]; stock: CartStock }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Products in your cart</caption>
      <thead>
        <tr>
          <th scope="col">Image</th>
          <th scope="col">Title</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
          <th scope="col">
            <span className="visually-hidden">Delete</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <CartRow key={cartLineKey(item)} item={item} stock={stock.get(cartLineKey(item))} />
        ))}
      </tbody>
    </table>
  );
}
