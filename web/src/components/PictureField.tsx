import { forwardRef, useEffect, useId, useMemo, type ChangeEvent } from 'react';
import { sniffImageKind } from '@shop/core/image-kind';
import { messages } from '@shop/core/messages';
import { isAcceptedImageType, MAX_IMAGE_BYTES, uploadMessages } from '@shop/core/uploads';
import formStyles from './Form.module.css';
import styles from './PictureField.module.css';

type Props = {
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  isRequired?: boolean;
  /** Upload progress from 0 to 1 while the picture is being sent. */
  progress: number | null;
  name?: string;
  /** Why the form refused the picture (none chosen, or the server's word). */
  error?: string | undefined;
};

/** Why a file cannot be a profile or product picture: its type, its first bytes (a renamed text file), its size. */
async function findProblem(file: File): Promise<string | null> {
  if (!isAcceptedImageType(file.type)) return messages.invalidImage;
  if (!sniffImageKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) return messages.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return uploadMessages.tooLarge;
  return null;
}

/** A picture chooser: a button, the chosen picture's preview and file name; JPEG, PNG or GIF only (checked by type here, by content on the server). */
export const PictureField = forwardRef<HTMLInputElement, Props>(function PictureField(
  { label, file, onFileChange, isRequired = false, progress, name = 'picture', error },
  ref,
) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const legendId = `${inputId}-legend`;
  const buttonId = `${inputId}-button`;
  const fileNameId = `${inputId}-file-name`;
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);

  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0] ?? null;
    const problem = chosen && (await findProblem(chosen));
    if (problem) {
      window.alert(problem);
      input.value = '';
      onFileChange(null);
      return;
    }
    onFileChange(chosen);
  };

  return (
    <fieldset className={styles.field}>
      <legend id={legendId}>{label}</legend>
      <div className={styles.row}>
        {previewUrl ? (
          <img src={previewUrl} alt="Preview of the chosen picture" className={styles.preview} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
        <div className={styles.chooser}>
          {/* The native control stays (keyboard, screen readers, drag and drop) but out of sight: its width is
              fixed by the browser and would push a phone's page sideways. */}
          <input
            ref={ref}
            id={inputId}
            className={`visually-hidden ${styles.input}`}
            aria-labelledby={`${legendId} ${buttonId}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : fileNameId}
            name={name}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            required={isRequired}
            onChange={(event) => void choose(event)}
          />
          <label id={buttonId} htmlFor={inputId} className={`button button-light ${styles.button}`}>
            {file ? 'Choose another picture' : 'Choose a picture'}
          </label>
          <span id={fileNameId} className={styles.fileName}>
            {file?.name ?? 'No file chosen'}
          </span>
        </div>
      </div>
      <p className={styles.hint}>JPEG, PNG or GIF, up to 10 MB.</p>
      {progress !== null && (
        <progress className={styles.progress} value={progress} max={1} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      )}
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
});
