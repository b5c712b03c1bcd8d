// Uploads in progress in an S3-compatible bucket, so a tus upload started on one instance can be resumed
// on any other. Each upload is a folder: "uploads/<id>/info.json" (its size, owner and type) and one
// object per received chunk, named by its offset; the offset is the sum of the chunks stored.
// Plain objects rather than S3 multipart uploads (as @tus/s3-store uses): they work on every
// S3-compatible server (s3rver, the one the tests run, has no ListParts), chunks need no 5 MiB minimum,
// and a finished upload is removed like an unfinished one.
import { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { Bucket } from '../storage/index.ts';

const FOLDER = 'uploads/';
const folderOf = (id: string) => `${FOLDER}${id}/`;
const infoKey = (id: string) => `${folderOf(id)}info.json`;
/** Zero-padded, so the keys list in the order of the bytes. */
const chunkKey = (id: string, offset: number) => `${folderOf(id)}${String(offset).padStart(15, '0')}.chunk`;
const isChunk = (key: string) => key.endsWith('.chunk');

type StoredInfo = Pick<Upload, 'id' | 'size' | 'metadata' | 'creation_date'>;

export class S3UploadStore extends DataStore {
  constructor(private readonly bucket: Bucket) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  private async chunks(id: string) {
    return (await this.bucket.list(folderOf(id))).filter((object) => isChunk(object.key)).sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  override async create(upload: Upload): Promise<Upload> {
    upload.creation_date = new Date().toISOString();
    const info: StoredInfo = { id: upload.id, size: upload.size, metadata: upload.metadata, creation_date: upload.creation_date };
    await this.bucket.put(infoKey(upload.id), JSON.stringify(info));
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const answer = await this.bucket.get(infoKey(id));
    if (!answer) throw ERRORS.FILE_NOT_FOUND;
    const info = JSON.parse((await answer.Body?.transformToString()) ?? '{}') as StoredInfo;
    const offset = (await this.chunks(id)).reduce((sum, chunk) => sum + chunk.size, 0);
    return new Upload({ ...info, id, offset });
  }

  /** Stores what arrived as one chunk, even when the connection dropped half way, so the client resumes after it. */
  override async write(body: Readable, id: string, offset: number): Promise<number> {
    const upload = await this.getUpload(id);
    if (upload.offset !== offset) throw ERRORS.INVALID_OFFSET;
    const received: Buffer[] = [];
    const stored = async () => {
      const data = Buffer.concat(received);
      if (data.length > 0) await this.bucket.put(chunkKey(id, offset), data);
      return offset + data.length;
    };
    try {
      for await (const piece of body) received.push(Buffer.from(piece as Uint8Array));
    } catch (error) {
      await stored();
      throw error;
    }
    return stored();
  }

  override async remove(id: string): Promise<void> {
    const keys = (await this.bucket.list(folderOf(id))).map((object) => object.key);
    if (keys.length === 0) throw ERRORS.FILE_NOT_FOUND;
    await this.bucket.delete(keys);
  }

  /** The upload's bytes, chunk after chunk. */
  async read(id: string): Promise<Readable> {
    const chunks = await this.chunks(id);
    const { bucket } = this;
    return Readable.from(
      (async function* () {
        for (const chunk of chunks) {
          const answer = await bucket.get(chunk.key);
          if (!answer) throw ERRORS.FILE_NOT_FOUND;
          if (answer.Body) yield* answer.Body as Readable;
        }
      })(),
    );
  }

  /**
   * Deletes the chunks of uploads whose info.json is gone, last written before `writtenBefore`; answers how many
   * uploads' chunks it deleted. (An upload's info.json is written before its first chunk.)
   */
  async removeOrphans(writtenBefore: Date): Promise<number> {
    const folders = new Map<string, { keys: string[]; hasInfo: boolean; isRecent: boolean }>();
    for (const object of await this.bucket.list(FOLDER)) {
      const id = object.key.slice(FOLDER.length).split('/')[0] ?? '';
      const folder = folders.get(id) ?? { keys: [], hasInfo: false, isRecent: false };
      folder.keys.push(object.key);
      folder.hasInfo ||= object.key === infoKey(id);
      folder.isRecent ||= object.modifiedAt >= writtenBefore;
      folders.set(id, folder);
    }
    const orphans = [...folders.values()].filter((folder) => !folder.hasInfo && !folder.isRecent);
    await this.bucket.delete(orphans.flatMap((folder) => folder.keys));
    return orphans.length;
  }

  /** The id of every upload in the bucket, finished or not. */
  async ids(): Promise<string[]> {
    const infos = (await this.bucket.list(FOLDER)).filter((object) => object.key.endsWith('/info.json'));
    return infos.map((object) => object.key.slice(FOLDER.length, -'/info.json'.length));
  }
}
