import { useState } from 'react';
import { CATEGORIES } from '@shop/core/constants';
import { messages } from '@shop/core/messages';
import { IMAGE_REQUIRED, productFormWithVariants } from '@shop/core/product-input';
import type { Product } from '@shop/core/products';
import { NEW_PRODUCT_STOCK } from '@shop/core/stock';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { Link } from '../../../components/Link.tsx';
import { PictureField } from '../../../components/PictureField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { requiredPicture, usePictureInput } from '../../../lib/forms/picture-input.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { usePictureUpload } from '../../../lib/uploads/use-picture-upload.ts';
import { useCreateProduct } from '../api/products.ts';
import { useVariantsInput } from '../variants-input.ts';
import { VariantsEditor } from './VariantsEditor.tsx';
import styles from './AddProductForm.module.css';

/** The API's product rules, with the price, stock and variants as typed and the image as the file chosen. */
const addProductSchema = productFormWithVariants(requiredPicture(IMAGE_REQUIRED));

/** Empty but for the stock, which starts at the shop's default for a new product. */
const emptyForm = {
  productName: '',
  shortDesc: '',
  description: '',
  price: '',
  stock: String(NEW_PRODUCT_STOCK),
  options: [],
  variants: [],
  image: null,
};

/** Every field is required (title, short description, description, price, category, image); the image goes up first (resumable, with progress). */
export function AddProductForm() {
  const createProduct = useCreateProduct();
  const upload = usePictureUpload();
  const form = useSchemaForm(addProductSchema, { defaultValues: emptyForm });
  const image = usePictureInput(form, 'image');
  const variants = useVariantsInput(form, { options: 'options', variants: 'variants', title: 'productName' });
  const [added, setAdded] = useState<Product | null>(null);
  // A new file input after each product: resetting the form cannot empty a file input's own value.
  const [imageInputKey, setImageInputKey] = useState(0);

  /** Says what went wrong in a toast and above the button; false so the submit stops there. */
  const failWith = (toast: string, error: unknown) => {
    notify('error', toast);
    form.setError('root.server', { message: error instanceof Error ? error.message : String(error) });
    return false;
  };

  const submit = form.handleSubmit(async ({ image: file, ...product }) => {
    setAdded(null);
    let imageUploadId: string;
    try {
      imageUploadId = await upload.upload(file);
    } catch (error) {
      return failWith(messages.imageUploadFailed, error);
    }
    try {
      setAdded(await createProduct.mutateAsync({ ...product, imageUploadId }));
    } catch (error) {
      form.showServerErrors(error, { imageUploadId: 'image' });
      return failWith(messages.addProductFailed, error);
    }
    notify('success', messages.productAdded);
    form.reset(emptyForm);
    setImageInputKey((key) => key + 1);
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
      <PictureField key={imageInputKey} label="Product image" isRequired progress={upload.progress} {...image} />
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
