// The add and edit forms' pictures, wired to PicturesEditor: a row per picture in the order the product page
// shows them, each a picture the product has (its id and address) or a file chosen now, with its alt text.
import { get, useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { IMAGE_REQUIRED } from '@shop/core/product-input';
import { altTextSchema, MAX_PRODUCT_PICTURES, pictureMessages, type PictureInput, type ProductPicture } from '@shop/core/product-pictures';
import type { SchemaForm } from '../../lib/forms/use-schema-form.ts';

export const pictureRowSchema = z.object({
  /** Stays the same while the row moves, so the list keeps its focus and previews. */
  key: z.string(),
  /** A picture the product has; none for a file chosen now. */
  id: z.string().optional(),
  file: z.instanceof(File).optional(),
  /** The picture's address, for one the product has. */
  url: z.string(),
  alt: altTextSchema,
});
export type PictureRow = z.input<typeof pictureRowSchema>;

export const pictureRowsSchema = z.array(pictureRowSchema).min(1, IMAGE_REQUIRED).max(MAX_PRODUCT_PICTURES, pictureMessages.tooMany);

/** The product's pictures as rows. */
export const pictureRowsOf = (pictures: readonly ProductPicture[]): PictureRow[] =>
  pictures.map(({ id, imgUrl, alt }) => ({ key: id, id, url: imgUrl, alt }));

/** The list the API takes, once each chosen file is uploaded (`upload` answers the upload's id). */
export async function pictureListOf(
  rows: readonly z.output<typeof pictureRowSchema>[],
  upload: (file: File) => Promise<string>,
): Promise<PictureInput[]> {
  const list: PictureInput[] = [];
  for (const { id, file, alt } of rows) {
    if (file) list.push({ uploadId: await upload(file), alt });
    else list.push({ id, alt });
  }
  return list;
}

/** Whether the rows are still the product's pictures as they were: the same, in the same order, with the same alt text. */
export const isUnchanged = (rows: readonly PictureRow[], pictures: readonly ProductPicture[]) =>
  rows.length === pictures.length &&
  rows.every((row, index) => !row.file && row.id === pictures[index]?.id && row.alt.trim() === pictures[index]?.alt);

let newRows = 0;

/** What PicturesEditor shows and how it changes the form. */
export type PicturesInput = {
  rows: PictureRow[];
  add: (file: File) => void;
  remove: (index: number) => void;
  /** Moves the row at `index` one place up (-1) or down (+1). */
  move: (index: number, by: -1 | 1) => void;
  setAlt: (index: number, alt: string) => void;
  /** The message beside a row's alt text, or the list's own (none, too many). */
  errorOf: (index: number | null) => string | undefined;
};

export function usePicturesInput<Input extends FieldValues, Output>(
  form: SchemaForm<Input, Output>,
  name: FieldPathByValue<Input, PictureRow[]>,
): PicturesInput {
  const { field } = useController({ control: form.control, name });
  const rows = field.value as PictureRow[];
  const change = (next: PictureRow[]) => field.onChange(next);
  return {
    rows,
    add: (file) => {
      newRows += 1;
      change([...rows, { key: `new-${newRows}`, file, url: '', alt: '' }]);
    },
    remove: (index) => change(rows.filter((_, i) => i !== index)),
    move: (index, by) => {
      const next = [...rows];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      change(next);
    },
    setAlt: (index, alt) => change(rows.map((row, i) => (i === index ? { ...row, alt } : row))),
    errorOf: (index) => {
      const errors: unknown = form.formState.errors;
      const error = get(errors, index === null ? name : `${name}.${index}.alt`) as
        { message?: string; root?: { message?: string } } | undefined;
      return error?.message ?? (index === null ? error?.root?.message : undefined);
    },
  };
}
