/**
 * Compressed answers: the API's JSON (a 3,000-item design's quote is ~560 KB, the product list ~330 KB) and the
 * built app's files go out brotli- or gzip-encoded when the browser accepts it, as the JavaScript budgets
 * (ARCHITECTURE §8, gzipped) assume. Brotli at quality 4 compresses better than gzip's default at about its speed;
 * its default (11) costs hundreds of ms on a large answer. Below 1 KB the headers outweigh the gain.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
