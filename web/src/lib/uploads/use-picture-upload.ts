import { useState } from 'react';
import { clientIdHeader } from '../client-id.ts';
import { uploadPicture } from './resumable-upload.ts';

/** Sends a picture and exposes its progress for the progress bar. */
export function usePictureUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File): Promise<string> => {
    setProgress(0);
    try {
      return await uploadPicture(file, { onProgress: setProgress, headers: clientIdHeader() });
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload };
}
