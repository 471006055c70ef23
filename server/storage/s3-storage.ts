/**
 * Uploads in S3-compatible object storage (@aws-sdk/client-s3), used when S3_BUCKET is set: every node of a
 * cluster then reads and writes the same files, which local disk cannot offer. Files are served under
 * /files/<key> by whichever node is asked (static.ts streams them from the bucket), unless S3_PUBLIC_URL
 * names a public address for the bucket, which then goes into the stored URLs.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { FileStorage, StoredFile } from './storage';

export interface S3Config {
  bucket: string;
  region: string;
  /** A non-AWS endpoint (MinIO, s3rver, ...); path-style addressing is used then. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Public base URL of the bucket; unset: files are served by the app under /files/. */
  publicUrl?: string;
}

export function s3FromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
  };
}

export class S3Storage implements FileStorage {
  readonly client: S3Client;

  constructor(readonly config: S3Config, readonly publicPrefix = '/files') {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: Boolean(config.endpoint),
      credentials: config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    });
  }

  async save(input: { directory: string; fileName: string; data: Buffer; mimeType: string }): Promise<StoredFile> {
    const key = `${input.directory}/${input.fileName}`;
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: input.data, ContentType: input.mimeType }));
    return { key, url: this.config.publicUrl ? `${this.config.publicUrl}/${key}` : `${this.publicPrefix}/${key}` };
  }

  /** The stored bytes (the mail worker attaches them); rejects when there is no such key. */
  async read(key: string): Promise<Buffer> {
    const found = await this.open(key);
    if (!found) throw new Error(`no stored file under ${key}`);
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  /** Deletes the object; S3 answers success for a missing key as well. */
  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** The object as a stream with its type, or null when there is no such key (static.ts serves it). */
  async open(key: string): Promise<{ body: Readable; mimeType: string; size?: number } | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { body: answer.Body as Readable, mimeType: answer.ContentType ?? 'application/octet-stream', size: answer.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
