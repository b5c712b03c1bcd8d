import { useState } from 'react';
import { CATEGORIES } from '@shop/core/constants';
import { productFormWithVariants } from '@shop/core/product-input';
import type { Product } from '@shop/core/products';
import { optionRowsOf, variantRowsOf } from '@shop/core/variant-form';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { Link } from '../../../components/Link.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSelectInput } from '../../../lib/forms/select-input.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { notify } from '../../../lib/toast.ts';
import { usePictureUpload } from '../../../lib/uploads/use-picture-upload.ts';
import { useUpdateProduct } from '../api/products.ts';
import { isUnchanged, pictureListOf, pictureRowsOf, pictureRowsSchema, usePicturesInput } from '../pictures-input.ts';
import { useVariantsInput } from '../variants-input.ts';
import { PicturesEditor } from './PicturesEditor.tsx';
import { VariantsEditor } from './VariantsEditor.tsx';
import styles from './AddProductForm.module.css';

/** Core's product rules with the price in pounds, the stock and variants as typed, and the pictures as rows. */
const editProductSchema = productFormWithVariants(pictureRowsSchema);

const formValues = (product: Product) => ({
  productName: product.productName,
  shortDesc: product.shortDesc,
  description: product.description,
  category: product.category,
  price: (product.price / 100).toFixed(2),
  stock: String(product.stock),
  options: optionRowsOf(product.options),
  variants: variantRowsOf(product.variants),
  pictures: pictureRowsOf(product.pictures),
});

/** Every field of a product, filled in, with its pictures; new pictures go up first (resumable, with progress). */
export function EditProductForm({ product }: { product: Product }) {
  const updateProduct = useUpdateProduct(product.id);
  const upload = usePictureUpload();
  const form = useSchemaForm(editProductSchema, { defaultValues: formValues(product) });
  const pictures = usePicturesInput(form, 'pictures');
  const category = useSelectInput(form, 'category');
  const variants = useVariantsInput(form, { options: 'options', variants: 'variants', title: 'productName' });
  const [saved, setSaved] = useState('');

  const submit = form.handleSubmit(async ({ pictures: rows, ...fields }) => {
    setSaved('');
    try {
      const pictures = isUnchanged(rows, product.pictures) ? {} : { pictures: await pictureListOf(rows, upload.upload) };
      const changed = await updateProduct.mutateAsync({ ...fields, ...pictures });
      form.reset(formValues(changed));
      setSaved(`${changed.productName} has been saved.`);
      notify('success', 'The product has been saved.');
    } catch (error) {
      form.showRefusal(error, { imageUploadId: 'pictures' });
    }
  });

  const isBusy = form.formState.isSubmitting;
  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Edit ${product.productName}`}
    >
      <TextField label="Product title" {...form.field('productName')} />
      <TextField label="Short description" {...form.field('shortDesc')} />
      <TextAreaField label="Description" rows={5} {...form.field('description')} />
      <div className={styles.pair}>
        <TextField label="Price (£)" inputMode="decimal" {...form.field('price')} />
        <SelectField label="Category" options={CATEGORIES} {...category} />
      </div>
      {variants.variants.length === 0 && <TextField label="Stock" inputMode="numeric" {...form.field('stock')} />}
      <VariantsEditor input={variants} />
      <PicturesEditor input={pictures} progress={upload.progress} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <p className={saved ? styles.added : undefined} role="status">
        {saved && (
          <>
            {saved} <Link to={`/shop/${product.id}`}>View it</Link>
          </>
        )}
      </p>
      <button type="submit" className={`button ${styles.submit}`} disabled={isBusy}>
        {isBusy ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  );
}
