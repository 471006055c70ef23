/**
 * Trims a PGlite data-directory archive (dumpDataDir('none'), a plain ustar file) for tests that load it many
 * times: the template databases template1 (base/1) and template0 (base/4) go. PGlite connects to 'postgres'
 * (base/5) and the tests never run CREATE DATABASE, the one thing that reads a template; the catalogue's rows
 * for them stay, so nothing notices the directories are missing. They were 15 of the 40 MB every load copies
 * into PGlite's in-memory file system.
 */

const BLOCK = 512;
const templateDir = /^\/?base\/(1|4)(\/|$)/;

/** The archive without the template databases' directories. */
export async function withoutTemplateDatabases(archive: Blob): Promise<Blob> {
  const tar = new Uint8Array(await archive.arrayBuffer());
  const kept: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break; // the end-of-archive blocks
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const entryLength = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    if (!templateDir.test(name)) kept.push(tar.subarray(offset, offset + entryLength));
    offset += entryLength;
  }
  kept.push(new Uint8Array(2 * BLOCK));
  return new Blob(kept);
}

function text(bytes: Uint8Array, start: number, length: number): string {
  const field = bytes.subarray(start, start + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
}
