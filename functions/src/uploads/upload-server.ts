// Resumable picture uploads over the tus protocol (@tus/server, file store under DATA_DIR/uploads).
// Each upload remembers who sent it; a finished upload is used once (signup, settings, a product).
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { isAcceptedImageType, MAX_IMAGE_BYTES, uploadMessages } from '@shop/core/uploads';
import { messages } from '@shop/core/messages';
import { AppError } from '../http/errors.ts';
import { sniffImageKind } from '@shop/core/image-kind';

export const UPLOADS_PATH = '/api/uploads';
const ANONYMOUS = 'anonymous';
const EXPIRY_MS = 24 * 60 * 60 * 1000;

/** @tus/server answers errors thrown as { status_code, body }. */
const refuse = (status_code: number, body: string) => ({ status_code, body });

export type UploadServer = {
  /** Handles a tus request on behalf of `ownerId` (a user id, or null for a visitor signing up). */
  handle(request: Request, ownerId: string | null): Promise<Response>;
  /** The finished upload's bytes, checked to be a JPEG, PNG or GIF; the upload is then removed. */
  take(uploadId: string, ownerId: string | null): Promise<Buffer>;
  deleteExpired(): Promise<number>;
};

export function createUploadServer(directory: string): UploadServer {
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRY_MS });
  const owners = new WeakMap<Request, string>();

  const server = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    maxSize: MAX_IMAGE_BYTES,
    // Random 32-character ids: unguessable, so only the uploader can name the upload later.
    namingFunction: () => crypto.randomUUID().replaceAll('-', ''),
    onUploadCreate: async (request, upload) => {
      const type = upload.metadata?.filetype ?? '';
      if (!isAcceptedImageType(type)) throw refuse(415, messages.invalidImage);
      if (upload.size === 0) throw refuse(400, uploadMessages.empty);
      if (upload.size === undefined) throw refuse(400, 'The upload must say its size.');
      return { metadata: { ...upload.metadata, owner: owners.get(request) ?? ANONYMOUS } };
    },
    onUploadFinish: async (_request, upload) => {
      const file = await open(path.join(directory, upload.id));
      const head = Buffer.alloc(16);
      await file.read(head, 0, 16, 0).finally(() => file.close());
      if (!sniffImageKind(head)) {
        await store.remove(upload.id);
        throw refuse(415, messages.invalidImage);
      }
      return {};
    },
  });

  const isFinished = (upload: Upload) => upload.size !== undefined && upload.offset === upload.size;

  return {
    async handle(request, ownerId) {
      owners.set(request, ownerId ?? ANONYMOUS);
      const response = await server.handleWeb(request);
      // tus answers 501 to a request for an extension this server does not offer (concatenation): the
      // request is what is wrong, not the server.
      return response.status === 501 ? new Response(response.body, { status: 400, headers: response.headers }) : response;
    },
    async take(uploadId, ownerId) {
      const upload = await store.getUpload(uploadId).catch(() => null);
      if (!upload || upload.metadata?.owner !== (ownerId ?? ANONYMOUS) || !isFinished(upload)) {
        throw new AppError(400, 'upload_missing', uploadMessages.expired);
      }
      const data = await readFile(path.join(directory, uploadId));
      await store.remove(uploadId);
      if (!sniffImageKind(data)) throw new AppError(415, 'invalid_image', messages.invalidImage);
      return data;
    },
    deleteExpired: () => store.deleteExpired(),
  };
}
