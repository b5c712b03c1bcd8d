import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CATEGORIES } from '@shop/core/constants';
import { messages } from '@shop/core/messages';
import { productFormSchema } from '@shop/core/product-input';
import type { Product } from '@shop/core/products';
import formStyles from '../../../components/Form.module.css';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { notify } from '../../../lib/toast.ts';
import { PictureField } from '../../uploads/PictureField.tsx';
import { usePictureUpload } from '../../uploads/use-picture-upload.ts';
import { useCreateProduct } from '../api/products.ts';
import styles from './AddProductForm.module.css';

const IMAGE_REQUIRED = 'Image is required.';

/** Thrown once the visitor has been told what went wrong, so the submit stops there. */
class Reported extends Error {}

/** SPEC.md section 5: every field required; the image goes up first (resumable, with progress). */
export function AddProductForm() {
  const createProduct = useCreateProduct();
  const picture = usePictureUpload();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<Product | null>(null);
  const [isBusy, setBusy] = useState(false);

  const failWith = (toast: string) => (error: Error) => {
    notify('error', toast);
    setErrors({ form: error.message });
    throw new Reported(error.message);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = productFormSchema.safeParse({
      productName: data.get('productName'),
      shortDesc: data.get('shortDesc'),
      description: data.get('description'),
      price: data.get('price'),
      category: data.get('category'),
    });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (!file) found.image = IMAGE_REQUIRED;
    setErrors(found);
    setAdded(null);
    if (!parsed.success || !file) return;

    setBusy(true);
    try {
      const imageUploadId = await picture.upload(file).catch(failWith(messages.imageUploadFailed));
      const product = await createProduct.mutateAsync({ ...parsed.data, imageUploadId }).catch(failWith(messages.addProductFailed));
      notify('success', messages.productAdded);
      setAdded(product);
      form.reset();
      setFile(null);
    } catch (error) {
      if (!(error instanceof Reported)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
      <TextField label="Product title" name="productName" error={errors.productName} />
      <TextField label="Short description" name="shortDesc" error={errors.shortDesc} />
      <TextAreaField label="Description" name="description" rows={5} error={errors.description} />
      <div className={styles.pair}>
        <TextField label="Price (£)" name="price" inputMode="decimal" placeholder="49.99" error={errors.price} />
        <SelectField label="Category" name="category" placeholder={messages.selectCategory} options={CATEGORIES} error={errors.category} />
      </div>
      <PictureField label="Product image" name="image" file={file} onFileChange={setFile} isRequired progress={picture.progress} />
      {errors.image && <p className={formStyles.error}>{errors.image}</p>}
      {errors.form && (
        <p className={formStyles.error} role="alert">
          {errors.form}
        </p>
      )}
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
