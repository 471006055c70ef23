/**
 * POST /api/v1/upload (multipart: file, directory) -> { url } and POST /api/v1/media/upload (multipart: file)
 * -> { originalUrl, url }. One file per request, at most config.maxUploadBytes, of an allow-listed type
 * (storage/file-types.ts). Every refusal is a 400 with the reason; nothing is stored then. Besides UPLOAD_RATE_LIMIT
 * per minute, UPLOAD_DAILY_LIMIT per address per day (429); anonymous uploads no record refers to are removed after
 * UPLOAD_ORPHAN_HOURS by the daily uploads.orphans job (server/jobs/orphan-uploads.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {} from '@fastify/multipart';
import type { AppContext } from '../app-context';
import { isLoggedIn } from '../auth/caller';
import { badRequest, unauthorized, HttpError } from '../http-error';
import { canonicalMime, checkFileType } from '../storage/file-types';
import { limitsOf } from '../security/limits';
import { takeUploadQuota } from '../security/upload-quota';

export const uploadDirectories = ['common', 'house-pdf', 'logo-image', 'ar-export'] as const;
type UploadDirectory = (typeof uploadDirectories)[number] | 'media';
/** Directories only a logged-in dealer may write to (their logo). */
const loginDirectories = new Set<UploadDirectory>(['logo-image']);

interface ReceivedFile {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

/** Reads the multipart body: the single file and the text fields, mapping multipart limit errors to 400. */
async function receive(request: FastifyRequest, maxBytes: number): Promise<{ file: ReceivedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest('Verwacht multipart/form-data met een bestand in het veld "file"');
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file || part.fieldname !== 'file') throw badRequest('Stuur precies één bestand, in het veld "file"');
        file = { fileName: part.filename, mimeType: part.mimetype, data: await part.toBuffer() };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(`Bestand is te groot (maximaal ${Math.round(maxBytes / 1024 / 1024)} MB)`);
    if (code === 'FST_FILES_LIMIT_REACHED') throw badRequest('Stuur precies één bestand, in het veld "file"');
    if (code?.startsWith('FST_')) throw badRequest((error as Error).message);
    throw error;
  }
  if (!file || file.data.length === 0) throw badRequest('Geen bestand ontvangen in het veld "file"');
  return { file, fields };
}

export function uploadRoutes({ db, config, storage }: AppContext): FastifyPluginAsync {
  async function store(request: FastifyRequest, directory: UploadDirectory, file: ReceivedFile): Promise<string> {
    if (loginDirectories.has(directory) && !isLoggedIn(request.caller)) throw unauthorized();
    const checked = checkFileType(file.fileName, file.mimeType, file.data.subarray(0, 64));
    if ('reason' in checked) throw badRequest(checked.reason);
    const fileName = `${randomUUID()}.${checked.type.extension}`;
    const stored = await storage.save({ directory, fileName, data: file.data, mimeType: canonicalMime(checked.type) });
    await db.insertInto('uploads').values({
      directory, file_name: fileName, original_name: file.fileName.slice(0, 255), mime_type: canonicalMime(checked.type),
      size: file.data.length, url: stored.url,
      organization_id: request.caller.organization?.id ?? null, user_id: request.caller.user?.id ?? null,
    }).execute();
    return stored.url;
  }

  // Per address, counted in the database like every limit (server/security/rate-limit-store.ts).
  const rateLimit = { max: config.uploadRateLimit ?? 30, timeWindow: '1 minute' };
  const perDay = limitsOf(config).uploadsPerDay;
  return async (app) => {
    app.post('/upload', { schema: { response: { 200: z.object({ url: z.string() }) } }, config: { action: 'public', rateLimit } }, async (request, reply) => {
      await takeUploadQuota(db, request.ip, perDay, reply);
      const { file, fields } = await receive(request, config.maxUploadBytes);
      const directory = (fields.directory || 'common') as UploadDirectory;
      if (!(uploadDirectories as readonly string[]).includes(directory)) {
        throw badRequest(`directory moet een van ${uploadDirectories.join(', ')} zijn`);
      }
      return { url: await store(request, directory, file) };
    });

    app.post('/media/upload', { schema: { response: { 200: z.object({ originalUrl: z.string(), url: z.string() }) } }, config: { action: 'public', rateLimit } }, async (request, reply) => {
      await takeUploadQuota(db, request.ip, perDay, reply);
      const { file } = await receive(request, config.maxUploadBytes);
      const url = await store(request, 'media', file);
      // No resizing yet: the original is also the display URL.
      return { originalUrl: url, url };
    });
  };
}
