import { useEffect, useId, useMemo, type ChangeEvent } from 'react';
import { sniffImageKind } from '@shop/core/image-kind';
import { messages } from '@shop/core/messages';
import { isAcceptedImageType, MAX_IMAGE_BYTES, uploadMessages } from '@shop/core/uploads';
import styles from './PictureField.module.css';

type Props = {
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  isRequired?: boolean;
  /** Upload progress from 0 to 1 while the picture is being sent. */
  progress: number | null;
  name?: string;
};

/** Why a file cannot be a profile or product picture: its type, its first bytes (a renamed text file), its size. */
async function findProblem(file: File): Promise<string | null> {
  if (!isAcceptedImageType(file.type)) return messages.invalidImage;
  if (!sniffImageKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) return messages.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return uploadMessages.tooLarge;
  return null;
}

/** A picture chooser: JPEG, PNG or GIF only (checked by type here, by content on the server), with a preview. */
export function PictureField({ label, file, onFileChange, isRequired = false, progress, name = 'picture' }: Props) {
  const inputId = useId();
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
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <div className={styles.row}>
        {previewUrl ? (
          <img src={previewUrl} alt="" className={styles.preview} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
        <input
          id={inputId}
          name={name}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          required={isRequired}
          onChange={(event) => void choose(event)}
        />
      </div>
      <p className={styles.hint}>JPEG, PNG or GIF, up to 10 MB.</p>
      {progress !== null && (
        <progress className={styles.progress} value={progress} max={1} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      )}
    </div>
  );
}
