// Uploads a picture over the tus protocol (the server side is @tus/server). Small files go in one
// request; larger ones in chunks that double in size, resuming from the server's offset after a
// failure, until the retry deadline (600000 ms for uploads, 120000 ms for other calls) runs out. tus-js-client cannot grow its chunk
// size, hence this small client; it runs on fetch, so Node tests drive it against the real server.
import { MAX_CHUNK_BYTES, OPERATION_RETRY_DEADLINE_MS, RESUMABLE_THRESHOLD_BYTES, UPLOAD_RETRY_DEADLINE_MS } from '@shop/core/constants';
import { MAX_IMAGE_BYTES, uploadMessages } from '@shop/core/uploads';

export const UPLOAD_ENDPOINT = '/api/uploads';
const FIRST_CHUNK_BYTES = RESUMABLE_THRESHOLD_BYTES;
const MAX_BACKOFF_MS = 30_000;

export type UploadOptions = {
  endpoint?: string;
  onProgress?: (fraction: number) => void;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Called with each chunk size sent, so tests can see the doubling. */
  onChunk?: (bytes: number) => void;
  /** Sent with every request of the upload (the browser's X-Client-Id). */
  headers?: Record<string, string>;
};

export class UploadError extends Error {}

/** A failure worth retrying: the network, or the server being briefly unable to answer. */
class RetryableError extends Error {}

const TUS_HEADERS = { 'Tus-Resumable': '1.0.0' };

function encodeMetadata(metadata: Record<string, string>): string {
  const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');
}

/** The refusal's message: the API's JSON error shape (a limit), or tus's plain text. */
function messageIn(text: string): string {
  try {
    const message: unknown = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    return typeof message === 'string' ? message : text;
  } catch {
    return text;
  }
}

async function failure(response: Response): Promise<Error> {
  if (response.status >= 500 || response.status === 423) return new RetryableError(`HTTP ${response.status}`);
  if (response.status === 413) return new UploadError(uploadMessages.tooLarge);
  if (response.status === 404 || response.status === 410) return new UploadError(uploadMessages.expired);
  // A limit (429) says how long to wait, minutes rather than the seconds a retry waits: the shopper is told so.
  const text = messageIn((await response.text().catch(() => '')).trim());
  return new UploadError(text || `The upload was refused (HTTP ${response.status}).`);
}

export async function uploadPicture(file: Blob & { name?: string }, options: UploadOptions = {}): Promise<string> {
  const {
    endpoint = UPLOAD_ENDPOINT,
    onProgress,
    onChunk,
    now = Date.now,
    sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
    headers = {},
  } = options;
  const send = options.fetch ?? fetch;
  if (file.size > MAX_IMAGE_BYTES) throw new UploadError(uploadMessages.tooLarge);
  if (file.size === 0) throw new UploadError(uploadMessages.empty);

  /** Runs a request, retrying with backoff until `deadlineMs` has passed since the first failure. */
  async function withRetry<T>(deadlineMs: number, attempt: () => Promise<T>, beforeRetry?: () => Promise<void>): Promise<T> {
    let failingSince: number | undefined;
    for (let backoff = 500; ; backoff = Math.min(backoff * 2, MAX_BACKOFF_MS)) {
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof UploadError) throw error;
        failingSince ??= now();
        if (now() - failingSince >= deadlineMs) throw new UploadError(uploadMessages.timedOut);
        await sleep(Math.min(backoff, Math.max(0, deadlineMs - (now() - failingSince))));
        await beforeRetry?.();
      }
    }
  }

  const request = async (url: string, init: RequestInit): Promise<Response> => {
    const response = await send(url, {
      ...init,
      credentials: 'same-origin',
      headers: { ...TUS_HEADERS, ...headers, ...init.headers },
    }).catch((error: unknown) => {
      throw new RetryableError(error instanceof Error ? error.message : 'network error');
    });
    if (!response.ok) throw await failure(response);
    return response;
  };

  const metadata = encodeMetadata({ filename: file.name ?? 'picture', filetype: file.type });
  const uploadIdOf = (location: string | null) => {
    const id = location?.split('/').pop();
    if (!id) throw new UploadError('The server did not name the upload.');
    return { id, url: new URL(location ?? '', 'http://placeholder').pathname };
  };

  onProgress?.(0);
  if (file.size <= RESUMABLE_THRESHOLD_BYTES) {
    const response = await withRetry(UPLOAD_RETRY_DEADLINE_MS, () =>
      request(endpoint, {
        method: 'POST',
        headers: { 'Upload-Length': String(file.size), 'Upload-Metadata': metadata, 'Content-Type': 'application/offset+octet-stream' },
        body: file,
      }),
    );
    onChunk?.(file.size);
    onProgress?.(1);
    return uploadIdOf(response.headers.get('Location')).id;
  }

  const created = await withRetry(OPERATION_RETRY_DEADLINE_MS, () =>
    request(endpoint, { method: 'POST', headers: { 'Upload-Length': String(file.size), 'Upload-Metadata': metadata } }),
  );
  const upload = uploadIdOf(created.headers.get('Location'));

  let offset = 0;
  let chunkSize = FIRST_CHUNK_BYTES;
  const askOffset = async () => {
    const head = await withRetry(OPERATION_RETRY_DEADLINE_MS, () => request(upload.url, { method: 'HEAD' }));
    offset = Number(head.headers.get('Upload-Offset') ?? offset);
  };

  while (offset < file.size) {
    const patch = await withRetry(
      UPLOAD_RETRY_DEADLINE_MS,
      () => {
        const chunk = file.slice(offset, offset + chunkSize);
        onChunk?.(chunk.size);
        return request(upload.url, {
          method: 'PATCH',
          headers: { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
          body: chunk,
        });
      },
      askOffset,
    );
    const next = Number(patch.headers.get('Upload-Offset'));
    if (!Number.isFinite(next) || next <= offset) throw new UploadError('The server did not accept the upload.');
    offset = next;
    chunkSize = Math.min(chunkSize * 2, MAX_CHUNK_BYTES);
    onProgress?.(offset / file.size);
  }
  return upload.id;
}
