/**
 * File storage behind one interface, so an S3-compatible store can replace the local directory without
 * touching routes: `save` stores bytes under a directory and answers the public URL; `read` gives the bytes of a
 * stored key back (the mail worker attaches stored files).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';

export interface StoredFile {
  /** Storage key: '<directory>/<fileName>'. */
  key: string;
  /** Where browsers fetch it: '/files/<key>' for local storage, the object URL for S3. */
  url: string;
}

export interface FileStorage {
  save(input: { directory: string; fileName: string; data: Buffer; mimeType: string }): Promise<StoredFile>;
  /** The bytes stored under `key` (as answered by `save`); rejects when there is no such file. */
  read(key: string): Promise<Buffer>;
  /** Removes the file under `key`; a key with no file is no error (a retried clean-up finds it gone). */
  remove(key: string): Promise<void>;
}

/** Files in a local directory, served by the app under `publicPrefix` (see server/static.ts). */
export class LocalDirectoryStorage implements FileStorage {
  constructor(
    readonly root: string,
    readonly publicPrefix = '/files',
  ) {}

  async save(input: { directory: string; fileName: string; data: Buffer }): Promise<StoredFile> {
    // Directory and file names are chosen by the server (allow-listed directory, generated name): no traversal.
    const dir = join(this.root, input.directory);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, input.fileName), input.data);
    const key = `${input.directory}/${input.fileName}`;
    return { key, url: `${this.publicPrefix}/${key}` };
  }

  async read(key: string): Promise<Buffer> {
    // Keys come from our own rows, but a key that climbs out of the root is refused all the same.
    const path = normalize(join(this.root, key));
    if (!path.startsWith(normalize(this.root) + sep)) throw new Error(`storage key outside the root: ${key}`);
    return readFile(path);
  }

  async remove(key: string): Promise<void> {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(normalize(this.root) + sep)) throw new Error(`storage key outside the root: ${key}`);
    await rm(path, { force: true });
  }
}
