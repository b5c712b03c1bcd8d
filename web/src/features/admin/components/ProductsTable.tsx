import { messages } from '@shop/core/messages';
import { formatPence } from '@shop/core/money';
import type { AdminProductSort } from '@shop/core/admin-products';
import type { Product } from '@shop/core/products';
import { useDeleteProduct } from '../api/products.ts';
import { Link } from '../../../components/Link.tsx';
import { StockStatus } from '../../../components/StockStatus.tsx';
import type { Column, Sorting } from './ColumnHeading.tsx';
import { CompactTable, PictureCell } from './CompactTable.tsx';
import { RowDeleteButton } from './RowDeleteButton.tsx';
import styles from './Table.module.css';

const columns: readonly Column<AdminProductSort>[] = [
  { label: 'Image' },
  { label: 'Title', sort: { ascending: 'name_asc', descending: 'name_desc' } },
  { label: 'Category' },
  { label: 'Price', sort: { ascending: 'price_asc', descending: 'price_desc' } },
  { label: 'Stock', sort: { ascending: 'stock_asc', descending: 'stock_desc' } },
];

type Props = { products: Product[]; isFiltered: boolean; sorting: Sorting<AdminProductSort> };

/** The catalogue as the admin manages it: picture, title, category, price, stock, and edit and delete controls. */
export function ProductsTable({ products, isFiltered, sorting }: Props) {
  const deleteProduct = useDeleteProduct();

  if (products.length === 0) return <p className={styles.empty}>{isFiltered ? 'No product matches this search.' : 'No products yet.'}</p>;
  return (
    <CompactTable columns={columns} sorting={sorting}>
      {products.map((product) => (
        <tr key={product.id}>
          <PictureCell label="Image" kind="thumb" src={product.imgUrl} srcSet={product.imgSrcSet} />
          <td data-label="Title">
            <Link to={`/shop/${product.id}`} className={styles.strong}>
              {product.productName}
            </Link>
          </td>
          <td data-label="Category" className={`${styles.muted} ${styles.capitalized}`}>
            {product.category}
          </td>
          <td data-label="Price">{formatPence(product.price)}</td>
          <td data-label="Stock">
            {product.stock} <StockStatus stock={product.stock} />
          </td>
          <td className={`${styles.end} ${styles.rowActions}`}>
            <Link to={`/dashboard/products/${product.id}`} className={styles.edit} aria-label={`Edit ${product.productName}`}>
              Edit
            </Link>
            <RowDeleteButton id={product.id} name={product.productName} deletion={deleteProduct} deletedMessage={messages.productDeleted} />
          </td>
        </tr>
      ))}
    </CompactTable>
  );
}
