import { useParams } from 'react-router-dom';
import { AdminHeading, EditProductForm, LoadState } from '../../features/admin/index.ts';
import { useProduct } from '../../features/products/index.ts';
import { Link } from '../../components/Link.tsx';

export function Component() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  return (
    <>
      <AdminHeading title={product.data ? `Edit ${product.data.productName}` : 'Edit product'}>
        <Link to="/dashboard/all-products">All products</Link>
      </AdminHeading>
      {product.data ? (
        <EditProductForm key={product.data.id} product={product.data} />
      ) : (
        <LoadState isPending={product.isPending} error={product.error} what="the product" />
      )}
    </>
  );
}
