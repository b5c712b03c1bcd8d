// Where files live, behind one interface.
import type { Config } from '../config.ts';
import { openLocalDiskStorage, type Storage } from './storage.ts';

export { FILES_URL_PREFIX, openLocalDiskStorage, type Storage } from './storage.ts';

/** The storage the configuration names. */
export function openStorage(config: Pick<Config, 'filesDir'>): Promise<Storage> {
  return openLocalDiskStorage(config.filesDir);
}
