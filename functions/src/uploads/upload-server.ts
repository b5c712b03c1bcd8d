// Resumable picture uploads over the tus protocol (@tus/server; kept under DATA_DIR/uploads or in S3).
// Each upload remembers who sent it (an account, or a visitor's upload cookie) and answers nobody else; a finished upload is used once (signup,
// settings, a product), and one nobody used is deleted by the housekeeping after a day.
import type { Readable } from 'node:stream';
import type { Server, Upload } from '@tus/server';
import type { Locker } from '@tus/utils';
import { isAcceptedImageType, MAX_IMAGE_BYTES, uploadMessages } from '@shop/core/uploads';
import { messages } from '@shop/core/messages';
import { DomainError, invalid } from '../errors.ts';
import { sniffImageKind } from '@shop/core/image-kind';
import { UPLOAD_ID, type UploadStore } from './upload-store.ts';

export const UPLOADS_PATH = '/api/uploads';
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** How long the bytes or the record of an upload may be stored alone: longer than writing the other takes. */
const ORPHAN_GRACE_MS = 10 * 60_000;
const NOT_FOUND = 'The upload was not found.\n';

/** @tus/server answers errors thrown as { status_code, body }. */
const refuse = (status_code: number, body: string) => ({ status_code, body });

/**
 * Which upload, whose it must be (a user id, or the owner a visitor's upload cookie names; undefined for a visitor
 * without one, who owns nothing), and the form field that named it (for the refusal).
 */
export type UploadClaim = { id: string; ownerId: string | undefined; field: string };

export type UploadServer = {
  /**
   * Handles a tus request on behalf of `ownerId` (a user id, or the owner a visitor's upload cookie names);
   * undefined (a visitor without the cookie) may start nothing and finds no upload.
   */
  handle(request: Request, ownerId: string | undefined): Promise<Response>;
  /**
   * Hands the finished upload's bytes, checked to be a JPEG, PNG or GIF, to `work`, and removes the upload
   * only once `work` succeeds: a request refused on the way (an unknown product, an email already taken)
   * can be sent again with it. `field` names the form field that sent the upload id, for the refusal.
   */
  use<T>(upload: UploadClaim, work: (data: Buffer) => Promise<T>): Promise<T>;
  /**
   * Deletes uploads, finished or not, started longer ago than UPLOAD_EXPIRY_MS, and what is stored of an upload
   * whose record or bytes are gone; answers how many.
   */
  deleteAbandoned(now?: Date): Promise<number>;
  /** Lets go of the locker's connection, if it has one. */
  close(): Promise<void>;
};

/** Upload-Metadata without the owner's id: a HEAD answers it to the uploader, who needs only their own fields. */
function withoutOwner(response: Response): Response {
  const metadata = response.headers.get('upload-metadata');
  if (metadata === null) return response;
  const kept = metadata
    .split(',')
    .filter((pair) => pair.trim().split(' ')[0] !== 'owner')
    .join(',');
  const headers = new Headers(response.headers);
  headers.set('upload-metadata', kept);
  return new Response(response.body, { status: response.status, headers });
}

/** The first `length` bytes of a stream (fewer if it is shorter); the rest is not read. */
async function headOf(stream: Readable, length: number): Promise<Buffer> {
  const pieces: Buffer[] = [];
  let read = 0;
  for await (const piece of stream) {
    pieces.push(Buffer.from(piece as Uint8Array));
    read += (piece as Uint8Array).length;
    if (read >= length) break;
  }
  stream.destroy();
  return Buffer.concat(pieces).subarray(0, length);
}

/**
 * `locker` keeps two requests from writing one upload at once; by default @tus/server's in-memory one,
 * enough for one instance (several on one PostgreSQL pass a PostgresLocker). `onError` hears what went wrong
 * when a request fails for a reason of the server's own (the client hears only that it failed).
 */
/** A finished upload's id and bytes. */
export type TakenUpload = { uploadId: string; data: Buffer };

/**
 * Several finished uploads at once (a product's pictures): their bytes, in the claims' order, handed to `work`
 * through `use`, so each is checked the same way and removed only once `work` succeeds.
 */
export function useEach<T>(
  uploads: Pick<UploadServer, 'use'>,
  claims: readonly UploadClaim[],
  work: (taken: TakenUpload[]) => Promise<T>,
  taken: readonly TakenUpload[] = [],
): Promise<T> {
  const [claim, ...rest] = claims;
  if (!claim) return work([...taken]);
  return uploads.use(claim, (data) => useEach(uploads, rest, work, [...taken, { uploadId: claim.id, data }]));
}

export function createUploadServer(
  uploadStore: UploadStore,
  { locker, onError }: { locker?: Locker & { close(): Promise<void> }; onError?: (error: unknown) => void } = {},
): UploadServer {
  const { store } = uploadStore;
  const owners = new WeakMap<Request, string>();

  // The tus server is made for the first upload, not at start: its modules are about 5 MB of the idle server.
  const makeServer = async (): Promise<Server> => {
    const { Server } = await import('@tus/server');
    return new Server({
      path: UPLOADS_PATH,
      datastore: store,
      ...(locker ? { locker } : {}),
      maxSize: MAX_IMAGE_BYTES,
      // Random 32-character ids: unguessable, so only the uploader can name the upload later.
      namingFunction: () => crypto.randomUUID().replaceAll('-', ''),
      // A path names an upload only by such an id: never a file beside it, like the disk store's record "<id>.json".
      getFileIdFromRequest: (_request, lastPath) => (lastPath !== undefined && UPLOAD_ID.test(lastPath) ? lastPath : undefined),
      // Cross-site pages may not send or read uploads through their visitors' browsers; the shop's pages are same-origin.
      allowedOrigins: [],
      // HEAD, PATCH and DELETE answer only the uploader; to anyone else, and where no record says whose it is, the
      // upload does not exist.
      onIncomingRequest: async (request, uploadId) => {
        if (request.method === 'POST') return;
        const owner = owners.get(request);
        const upload = owner === undefined ? null : await store.getUpload(uploadId).catch(() => null);
        if (!upload || upload.metadata?.owner !== owner) throw refuse(404, NOT_FOUND);
      },
      // tus answers its own refusals with their status; anything else is the server's failure, which names files.
      onResponseError: (_request, error) => {
        if ('status_code' in error) return undefined;
        onError?.(error);
        return refuse(500, 'The upload could not be stored. Please try again.\n');
      },
      onUploadCreate: async (request, upload) => {
        const type = upload.metadata?.filetype ?? '';
        if (!isAcceptedImageType(type)) throw refuse(415, messages.invalidImage);
        if (upload.size === 0) throw refuse(400, uploadMessages.empty);
        if (upload.size === undefined) throw refuse(400, 'The upload must say its size.');
        const owner = owners.get(request);
        if (owner === undefined) throw refuse(404, NOT_FOUND);
        return { metadata: { ...upload.metadata, owner } };
      },
      onUploadFinish: async (_request, upload) => {
        if (!sniffImageKind(await headOf(await uploadStore.read(upload.id), 16))) {
          await store.remove(upload.id);
          throw refuse(415, messages.invalidImage);
        }
        return {};
      },
    });
  };
  let server: Promise<Server> | undefined;

  const isFinished = (upload: Upload) => upload.size !== undefined && upload.offset === upload.size;

  async function use<T>({ id: uploadId, ownerId, field }: UploadClaim, work: (data: Buffer) => Promise<T>): Promise<T> {
    const upload = await store.getUpload(uploadId).catch(() => null);
    if (!upload || ownerId === undefined || upload.metadata?.owner !== ownerId || !isFinished(upload)) {
      throw invalid(uploadMessages.expired, { code: 'upload_missing', fields: { [field]: uploadMessages.expired } });
    }
    const data = Buffer.concat(await (await uploadStore.read(uploadId)).toArray());
    if (!sniffImageKind(data)) {
      await store.remove(uploadId);
      throw new DomainError('unsupported_media', messages.invalidImage, {
        code: 'invalid_image',
        fields: { [field]: messages.invalidImage },
      });
    }
    const done = await work(data);
    await store.remove(uploadId);
    return done;
  }

  return {
    async handle(request, ownerId) {
      if (ownerId !== undefined) owners.set(request, ownerId);
      const response = withoutOwner(await (await (server ??= makeServer())).handleWeb(request));
      // tus answers 501 to a request for an extension this server does not offer (concatenation): the
      // request is what is wrong, not the server.
      return response.status === 501 ? new Response(response.body, { status: 400, headers: response.headers }) : response;
    },
    close: async () => locker?.close(),
    use,
    async deleteAbandoned(now = new Date()) {
      const ids = await uploadStore.ids();
      let deleted = await uploadStore.removeOrphans(new Date(now.getTime() - ORPHAN_GRACE_MS));
      for (const id of ids) {
        const upload = await store.getUpload(id).catch(() => null);
        const startedAt = upload?.creation_date ? new Date(upload.creation_date).getTime() : 0;
        if (now.getTime() - startedAt < UPLOAD_EXPIRY_MS) continue;
        await store.remove(id).catch(() => undefined);
        deleted += 1;
      }
      return deleted;
    },
  };
}
