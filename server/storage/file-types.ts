/**
 * The upload allow-list: images, PDF and the AR formats (glb, gltf, usdz). A file passes when its extension
 * is listed, its declared MIME type fits that extension (or is the generic octet-stream browsers send for
 * 3D files), and its first bytes look like that format. SVG is left out on purpose: served from our origin it
 * could run script.
 */
export interface FileType {
  extension: string;
  mimeTypes: string[];
  sniff: (head: Buffer) => boolean;
}

const startsWith = (head: Buffer, ...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
const ascii = (head: Buffer, offset: number, text: string) => head.subarray(offset, offset + text.length).toString('latin1') === text;

export const fileTypes: FileType[] = [
  { extension: 'png', mimeTypes: ['image/png'], sniff: (h) => startsWith(h, 0x89, 0x50, 0x4e, 0x47) },
  { extension: 'jpg', mimeTypes: ['image/jpeg'], sniff: (h) => startsWith(h, 0xff, 0xd8, 0xff) },
  { extension: 'jpeg', mimeTypes: ['image/jpeg'], sniff: (h) => startsWith(h, 0xff, 0xd8, 0xff) },
  { extension: 'gif', mimeTypes: ['image/gif'], sniff: (h) => ascii(h, 0, 'GIF8') },
  { extension: 'webp', mimeTypes: ['image/webp'], sniff: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP') },
  { extension: 'pdf', mimeTypes: ['application/pdf'], sniff: (h) => ascii(h, 0, '%PDF') },
  { extension: 'glb', mimeTypes: ['model/gltf-binary'], sniff: (h) => ascii(h, 0, 'glTF') },
  { extension: 'gltf', mimeTypes: ['model/gltf+json', 'application/json'], sniff: (h) => h.toString('utf8').trimStart().startsWith('{') },
  { extension: 'usdz', mimeTypes: ['model/vnd.usdz+zip', 'model/usd', 'application/zip'], sniff: (h) => startsWith(h, 0x50, 0x4b, 0x03, 0x04) },
];

const GENERIC_MIME = 'application/octet-stream';

export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName);
  return match ? match[1].toLowerCase() : '';
}

/** The matching allow-listed type, or a reason why the file is refused. */
export function checkFileType(fileName: string, mimeType: string, head: Buffer): { type: FileType } | { reason: string } {
  const extension = extensionOf(fileName);
  const type = fileTypes.find((t) => t.extension === extension);
  const allowed = fileTypes.map((t) => t.extension).join(', ');
  if (!type) return { reason: `Bestandstype .${extension || '?'} is niet toegestaan (toegestaan: ${allowed})` };
  if (mimeType !== GENERIC_MIME && !type.mimeTypes.includes(mimeType)) {
    return { reason: `Het type ${mimeType} past niet bij een .${extension}-bestand` };
  }
  if (!type.sniff(head)) return { reason: `De inhoud is geen geldig .${extension}-bestand` };
  return { type };
}

/** The MIME type to store and serve for an accepted file. */
export function canonicalMime(type: FileType): string {
  return type.mimeTypes[0];
}
