/**
 * File storage behind one interface, so an S3-compatible store can replace the local directory without
 * touching routes: `save` stores bytes under a directory and answers the public URL.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface StoredFile {
  /** Storage key: '<directory>/<fileName>'. */
  key: string;
  /** Where browsers fetch it: '/files/<key>' for local storage, the object URL for S3. */
  url: string;
}

export interface FileStorage {
  save(input: { directory: string; fileName: string; data: Buffer; mimeType: string }): Promise<StoredFile>;
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
}
