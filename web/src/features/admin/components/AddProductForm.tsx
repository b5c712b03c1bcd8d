import { useState } from 'react';
import { CATEGORIES } from '@shop/core/constants';
import { messages } from '@shop/core/messages';
import { productFormWithVariants } from '@shop/core/product-input';
import type { Product } from '@shop/core/products';
import { NEW_PRODUCT_STOCK } from '@shop/core/stock';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { Link } from '../../../components/Link.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { usePictureUpload } from '../../../lib/uploads/use-picture-upload.ts';
import { useCreateProduct } from '../api/products.ts';
import { pictureListOf, pictureRowsSchema, usePicturesInput, type PictureRow } from '../pictures-input.ts';
import { useVariantsInput } from '../variants-input.ts';
import { PicturesEditor } from './PicturesEditor.tsx';
import { VariantsEditor } from './VariantsEditor.tsx';
import styles from './AddProductForm.module.css';

/** The API's product rules, with the price, stock and variants as typed and the pictures as the files chosen. */
const addProductSchema = productFormWithVariants(pictureRowsSchema);

/** Empty but for the stock, which starts at the shop's default for a new product. */
const emptyForm = {
  productName: '',
  shortDesc: '',
  description: '',
  price: '',
  stock: String(NEW_PRODUCT_STOCK),
  options: [],
  variants: [],
  pictures: [] as PictureRow[],
};

/**
 * Every field is required (title, short description, description, price, category, a picture); the pictures go
 * up first (resumable, with progress).
 */
export function AddProductForm() {
  const createProduct = useCreateProduct();
  const upload = usePictureUpload();
  const form = useSchemaForm(addProductSchema, { defaultValues: emptyForm });
  const pictures = usePicturesInput(form, 'pictures');
  const variants = useVariantsInput(form, { options: 'options', variants: 'variants', title: 'productName' });
  const [added, setAdded] = useState<Product | null>(null);

  /** Says what went wrong in a toast and above the button; false so the submit stops there. */
  const failWith = (toast: string, error: unknown) => {
    notify('error', toast);
    form.setError('root.server', { message: error instanceof Error ? error.message : String(error) });
    return false;
  };

  const submit = form.handleSubmit(async ({ pictures: rows, ...product }) => {
    setAdded(null);
    let list;
    try {
      list = await pictureListOf(rows, upload.upload);
    } catch (error) {
      return failWith(messages.imageUploadFailed, error);
    }
    try {
      setAdded(await createProduct.mutateAsync({ ...product, pictures: list }));
    } catch (error) {
      form.showServerErrors(error, { imageUploadId: 'pictures' });
      return failWith(messages.addProductFailed, error);
    }
    notify('success', messages.productAdded);
    form.reset(emptyForm);
    return true;
  });

  const isBusy = form.formState.isSubmitting;
  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
      <TextField label="Product title" {...form.field('productName')} />
      <TextField label="Short description" {...form.field('shortDesc')} />
      <TextAreaField label="Description" rows={5} {...form.field('description')} />
      <div className={styles.pair}>
        <TextField label="Price (£)" inputMode="decimal" placeholder="49.99" {...form.field('price')} />
        <SelectField label="Category" placeholder={messages.selectCategory} options={CATEGORIES} {...form.field('category')} />
      </div>
      {variants.variants.length === 0 && <TextField label="Stock" inputMode="numeric" {...form.field('stock')} />}
      <VariantsEditor input={variants} />
      <PicturesEditor input={pictures} progress={upload.progress} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      {added && (
        <p className={styles.added} role="status">
          {added.productName} is in the shop. <Link to={`/shop/${added.id}`}>View it</Link>
        </p>
      )}
      <button type="submit" className={`button ${styles.submit}`} disabled={isBusy}>
        {isBusy ? 'Adding...' : 'Add Product'}
      </button>
    </form>
  );
}
