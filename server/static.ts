/**
 * Serves the built web app (dist/) and uploaded files (/files/...) from the API's own port. Any GET that is
 * not an API call, not under /files/ and does not name a file (no extension in its last segment) is a route
 * of the single-page app and gets index.html; everything else unknown is a JSON 404.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_ONLY_HEADERS } from './security/headers';
import { appHtml } from './app-html';

const FILE_LIKE = /\/[^/]*\.[a-z0-9]{1,8}$/i;

/**
 * A content-hashed script or stylesheet under assets/ that no browser runs as a document: the document-only
 * security headers are left off it (security/headers.ts says which and why). A worker's script is its global
 * scope's document and keeps its CSP: Vite names it after its source, `*.worker.ts` -> `*.worker-<hash>.js`.
 */
export function isSubresourceAsset(fileName: string): boolean {
  // The file sent may be the build's .br or .gz copy of it.
  const served = fileName.replace(/\.(br|gz)$/i, '');
  return /\.(js|css)$/i.test(served) && !/\.worker-[^/]*\.js$/i.test(served);
}

export function isSpaRoute(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/files/')) return false;
  return !FILE_LIKE.test(path);
}

/** Uploads kept elsewhere than the local directory (S3): served under /files/ by streaming from there. */
export interface FileReader {
  open(key: string): Promise<{ body: NodeJS.ReadableStream; mimeType: string; size?: number } | null>;
}

// Uploads are '<directory>/<uuid>.<ext>'; quote PDFs '<directory>/<quote id>-<24 hex of the secret's hash>.pdf'.
const FILE_KEY = /^[a-z0-9-]+\/(?:[0-9a-f-]{36}|\d+-[0-9a-f]{24})\.[a-z0-9]{1,8}$/;

export async function registerStatic(app: FastifyInstance, options: { distDir: string; uploadDir: string; files?: FileReader }): Promise<void> {
  mkdirSync(options.uploadDir, { recursive: true });
  // The uploads instance decorates reply.sendFile, which the SPA fallback below uses with the dist root.
  await app.register(fastifyStatic, { root: options.uploadDir, prefix: options.files ? '/files-local/' : '/files/', index: false, dotfiles: 'deny' });
  const files = options.files;
  if (files) {
    app.get('/files/*', async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Keys are made by the server (directory/uuid.ext); anything else is not a stored file.
      const found = FILE_KEY.test(key) ? await files.open(key) : null;
      if (!found) return reply.code(404).send({ error: 'Not Found', message: `GET /files/${key} bestaat niet` });
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').type(found.mimeType);
      if (found.size !== undefined) reply.header('Content-Length', String(found.size));
      return reply.send(found.body);
    });
  }
  if (existsSync(options.distDir)) {
    const hashedAssets = join(options.distDir, 'assets');
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      decorateReply: false,
      index: ['index.html'],
      // Source maps stay on the server (issue 24 §5): the build writes them for error reporting, not for the public.
      // The build's manifest (.vite/) is for app-html.ts, not the public either.
      allowedPath: (pathName) => !/\.map$/i.test(pathName) && !pathName.startsWith('/.vite/'),
      // The build's .br and .gz copies (vite.config.ts) go out as they are; @fastify/compress leaves an
      // answer that already has a Content-Encoding alone.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite puts content-hashed files under assets/: cache them for good; everything else revalidates.
        const hashed = path.startsWith(hashedAssets);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // helmet set them on the raw answer (its onRequest hook), not on the reply.
        if (hashed && isSubresourceAsset(path)) for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name);
      },
    });
  }

  const withPreloads = appHtml(options.distDir);
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (isSpaRoute(request.method, path)) {
      const html = withPreloads(path);
      if (html) return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
      if (existsSync(join(options.distDir, 'index.html'))) {
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', options.distDir);
      }
      return reply.code(503).type('text/plain; charset=utf-8').send('De web-app is nog niet gebouwd: draai `npm run build` of `npm start`.');
    }
    return reply.code(404).send({ error: 'Not Found', message: `${request.method} ${path} bestaat niet` });
  });
}
