/**
 * PUT /api/v1/dev/product/{id}/price { price } — for developers and tests, registered only with DEV_OUTBOX=on (as the outbox): sets a
 * product's price (cents incl. VAT) in the database, as the brand's catalogue import would, so a journey can show
 * that 'Actualiseren' re-prices the examples. The catalogue version trigger (migration 0002) marks the change.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { json } from '../db/types';
import { notFound } from '../http-error';
import { errorSchema } from '../schemas/common';
import { positiveId } from '../schemas/list-query';

export function devCatalogRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    if (!config.devOutbox) return;
    app.put('/dev/product/:id/price', {
      config: { action: 'public' },
      schema: {
        params: z.object({ id: positiveId }),
        body: z.object({ price: z.number().int().min(0).max(100_000_000) }),
        response: { 200: z.object({ id: z.number().int(), price: z.number().int() }), 404: errorSchema },
      },
    }, async (request) => {
      const { id } = request.params;
      const row = await db.selectFrom('products').select('record').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Product niet gevonden');
      const price = request.body.price;
      await db.updateTable('products').set({ price: String(price), record: json({ ...row.record, price }), updated_at: new Date() })
        .where('id', '=', id).execute();
      return { id, price };
    });
  };
}
