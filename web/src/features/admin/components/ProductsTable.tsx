import { Link } from 'react-router-dom';
import { messages } from '@shop/core/messages';
import { formatPence } from '@shop/core/money';
import type { Product } from '@shop/core/products';
import { useDeleteProduct } from '../api/products.ts';
import { RowDeleteButton } from './RowDeleteButton.tsx';
import styles from './Table.module.css';

/** The catalogue as the admin manages it: picture, title, category, price and a delete control. */
export function ProductsTable({ products }: { products: Product[] }) {
  const deleteProduct = useDeleteProduct();

  if (products.length === 0) return <p className={styles.empty}>No products yet.</p>;
  return (
    <div className={styles.frame}>
      <table className={`${styles.table} ${styles.compact}`}>
        <thead>
          <tr>
            <th scope="col">Image</th>
            <th scope="col">Title</th>
            <th scope="col">Category</th>
            <th scope="col">Price</th>
            <th scope="col" className={styles.end}>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <td data-label="Image" className={styles.media}>
                <img
                  className={styles.thumb}
                  src={product.imgUrl}
                  srcSet={product.imgSrcSet}
                  sizes="56px"
                  alt=""
                  width="56"
                  height="56"
                  loading="lazy"
                />
              </td>
              <td data-label="Title">
                <Link to={`/shop/${product.id}`} className={styles.strong}>
                  {product.productName}
                </Link>
              </td>
              <td data-label="Category" className={`${styles.muted} ${styles.capitalized}`}>
                {product.category}
              </td>
              <td data-label="Price">{formatPence(product.price)}</td>
              <td className={styles.end}>
                <RowDeleteButton
                  id={product.id}
                  name={product.productName}
                  deletion={deleteProduct}
                  deletedMessage={messages.productDeleted}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
