/**
 * Security headers (@fastify/helmet) with a content security policy that allows what the app uses and nothing
 * else: its own scripts and module workers; blob: for the GLB/PDF exports and worker-made images; data: images
 * (canvas snapshots, inline SVG); the avatar service; embedded videos from YouTube and Vimeo in product info;
 * and the hosts the configuration names (an absolute brand logo, S3 uploads, the error-reporting service).
 * Styles allow 'unsafe-inline': React, Headless UI and the 3D/2D views set style attributes at run time.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The public avatar service (spec: avatars keyed by a hash of the e-mail). */
export const AVATAR_ORIGINS = ['https://www.gravatar.com', 'https://secure.gravatar.com'];
export const VIDEO_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export interface HeaderOptions {
  /** Absolute URLs whose origin must load as images (brand logo, S3 public URL). */
  imageUrls?: (string | undefined)[];
  /** Absolute URLs the app talks to (S3 uploads from the browser, the error-reporting ingest). */
  connectUrls?: (string | undefined)[];
}

function origins(urls: (string | undefined)[] = []): string[] {
  const found = new Set<string>();
  for (const url of urls) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    try { found.add(new URL(url).origin); } catch { /* not a URL: nothing to allow */ }
  }
  return [...found];
}

export function contentSecurityPolicy(options: HeaderOptions = {}): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...AVATAR_ORIGINS, ...origins(options.imageUrls)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', 'data:', ...origins(options.connectUrls)],
    'media-src': ["'self'", 'blob:'],
    'frame-src': VIDEO_ORIGINS,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * Headers helmet sets on every answer that only a document (a page, a frame, a worker's global scope) acts on.
 * A content-hashed script or stylesheet the app's own pages load does not: its CSP is ignored (the page's and
 * the worker's own apply), as are framing, opener, agent-cluster, DNS-prefetch, IE-download, Flash-policy and
 * XSS-auditor headers; a module script's Referrer-Policy would only set its imports' referrer, and ours is the
 * browser's default, the policy those imports inherit from the page anyway. Left on such answers (ahead of the
 * shared link's plan ~40 of them, ~0.75 KB each: ~30 KB, ~0.15 s of Lighthouse's 1.6 Mbit/s line):
 * X-Content-Type-Options (a script or stylesheet served as another type stays blocked) and
 * Cross-Origin-Resource-Policy (another site cannot embed them), which act on subresources. Pages, API answers,
 * other static files (an SVG opened on its own is a document) and worker scripts keep them all (static.ts).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy',
  'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

export async function registerSecurityHeaders(app: FastifyInstance, options: HeaderOptions = {}): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    // Product images and models may come from another host (the static-assets host); they must still load.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS belongs to whoever terminates TLS (the load balancer); a plain-HTTP test server must not send it.
    strictTransportSecurity: false,
  });
}
