/**
 * 'Actualiseren' (spec §2 'Example configurations', §7 PUT v1/quote/actualize, ARCHITECTURE §3 reading 14): a
 * durable background job that re-prices every EXAMPLE quote on the current catalogue. Each example keeps its
 * design and its hand-made extra lines; its generated lines and totals are computed again. Products the design
 * names that the catalogue no longer has (or no longer allows there) are reported per example, and such an
 * example is priced without them; an example whose house is gone keeps its old price and is reported.
 *
 * A run is a row of example_actualizations (what the screen reads) plus one job; at most one run is active:
 * starting while one runs answers that run.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { configurationSchema, type Configuration } from '../../../src/domain/configuration';
import { indexCatalog, priceConfiguration, quoteLooseProducts, withExtraLines, type CatalogIndex, type ExtraLine } from '../../../src/domain/pricing';
import { validateConfiguration } from '../../../src/domain/validate-configuration';
import { json, toCents, type Database, type ExampleActualizationReport } from '../../db/types';
import { defineJobType, PermanentJobError } from '../../jobs/job-type';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/registry';
import { loadCatalog } from '../catalog-service';
import { storedConfiguration } from '../quote-repository';
import { lineRecord, storedAttributes, totalsColumns } from '../quotes/quote-records';

export const actualizeExamplesJob = defineJobType('examples.actualize', z.object({ runId: z.number().int().positive() }), {
  retry: { maxAttempts: 3, baseDelayMs: 5_000 },
  timeoutMs: 10 * 60_000,
});

/** The one active-run key: a second start while a run is queued or running stores no second job. */
const ACTIVE_KEY = 'examples.actualize';

export interface ActualizationState {
  running: boolean;
  lastRun: {
    id: number; status: 'running' | 'done' | 'failed'; repriced: number; report: ExampleActualizationReport[];
    startedAt: number; finishedAt: number | null; error: string | null;
  } | null;
}

/** Starts a run unless one is active; answers the active run's id either way. */
export async function startActualization(db: Kysely<Database>, userId: number): Promise<number> {
  return db.transaction().execute(async (tx) => {
    // Serialise starts: two admins clicking at once get the same run.
    await tx.selectFrom('example_actualizations').select('id').where('status', '=', 'running').forUpdate().execute();
    const running = await tx.selectFrom('example_actualizations').select('id').where('status', '=', 'running')
      .orderBy('id', 'desc').executeTakeFirst();
    if (running) return running.id;
    const { id } = await tx.insertInto('example_actualizations').values({ started_by: userId }).returning('id').executeTakeFirstOrThrow();
    const jobId = await enqueue(tx, actualizeExamplesJob, { runId: id }, { cause: { type: 'example_actualization', id }, activeKey: ACTIVE_KEY });
    if (jobId === null) {
      // A job of an older run is still queued (its row was finished by hand): this run rides on it.
      await tx.updateTable('example_actualizations').set({ status: 'done', finished_at: new Date() }).where('id', '=', id).execute();
    }
    return id;
  });
}

export async function actualizationState(db: Kysely<Database>): Promise<ActualizationState> {
  const row = await db.selectFrom('example_actualizations').selectAll().orderBy('id', 'desc').executeTakeFirst();
  if (!row) return { running: false, lastRun: null };
  return {
    running: row.status === 'running',
    lastRun: {
      id: row.id, status: row.status, repriced: row.repriced, report: row.report, error: row.error,
      startedAt: Math.floor(row.created_at.getTime() / 1000),
      finishedAt: row.finished_at ? Math.floor(row.finished_at.getTime() / 1000) : null,
    },
  };
}

/** The design without what the catalogue no longer has: unknown products dropped, so the rest can be priced. */
function withoutMissing(configuration: Configuration, index: CatalogIndex): Configuration {
  const known = (id: number | undefined) => id === undefined || id === 0 || index.products.has(id);
  const kept = (id: number) => (known(id) ? id : 0);
  const foundations = Object.fromEntries(Object.entries(configuration.selectedFoundations).filter(([, id]) => known(id)));
  return {
    ...configuration,
    walls: configuration.walls.filter((w) => known(w.product)),
    options: configuration.options.filter((o) => known(o.product)),
    gables: configuration.gables.filter((g) => known(g.product)),
    furnitureProducts: configuration.furnitureProducts.filter((f) => known(f.product)),
    lightStreetProducts: configuration.lightStreetProducts.filter((l) => known(l.product)),
    looseProducts: configuration.looseProducts.filter((l) => known(l.productId)),
    selectedFacadeCladdingProducts: configuration.selectedFacadeCladdingProducts.filter((id) => known(id)),
    selectedRoofProduct: kept(configuration.selectedRoofProduct),
    selectedRoofRackProductFront: kept(configuration.selectedRoofRackProductFront),
    selectedRoofRackProductBehind: kept(configuration.selectedRoofRackProductBehind),
    selectedFoundations: foundations,
  };
}

async function extraLinesOf(db: Kysely<Database>, quoteId: number): Promise<ExtraLine[]> {
  const rows = await db.selectFrom('quote_lines').select(['name', 'description', 'amount', 'price', 'cost_price'])
    .where('quote_id', '=', quoteId).where('category', '=', 'extra').where('is_editable', '=', true).orderBy('position').execute();
  return rows.map((r) => ({ name: r.name, description: r.description ?? '', amount: r.amount, price: toCents(r.price), costPrice: toCents(r.cost_price) }));
}

/** Re-prices every example; answers how many were priced and the report of those that lost products. */
export async function actualizeExamples(db: Kysely<Database>, signal?: AbortSignal): Promise<{ repriced: number; report: ExampleActualizationReport[] }> {
  // The whole catalogue, test products included: examples are the shop's, not one visitor's view.
  const index = indexCatalog(await loadCatalog(db));
  const examples = await db.selectFrom('quotes').selectAll().where('status', '=', 'EXAMPLE').orderBy('id').execute();
  const report: ExampleActualizationReport[] = [];
  let repriced = 0;
  for (const row of examples) {
    if (signal?.aborted) throw new Error('Actualiseren afgebroken');
    const facts = { quoteId: row.id, number: row.number, title: row.title, organizationId: row.organization_id };
    let design: Configuration;
    try {
      design = storedConfiguration(row.attributes);
    } catch {
      report.push({ ...facts, reasons: ['Het ontwerp kan niet worden gelezen'] });
      continue;
    }
    const reasons = validateConfiguration(design, index);
    const house = index.products.get(design.selectedHouse);
    if (!house || house.productType !== 'house') {
      report.push({ ...facts, reasons });
      continue;
    }
    const configuration = configurationSchema.parse(withoutMissing(design, index));
    const extras = await extraLinesOf(db, row.id);
    const priced = withExtraLines(priceConfiguration(configuration, index, { includeCost: true }), extras, configuration, true);
    const attributes = storedAttributes(configuration, {
      quoteLines: priced.lines, quoteLooseProducts: quoteLooseProducts(priced),
      fromExample: typeof row.attributes.fromExample === 'number' ? row.attributes.fromExample : null,
      fromDealerToken: typeof row.attributes.fromDealerToken === 'string' ? row.attributes.fromDealerToken : null,
    });
    await db.transaction().execute(async (tx) => {
      // Only while it is still an example: a dealer may have changed its status meanwhile.
      const updated = await tx.updateTable('quotes').set({ ...totalsColumns(priced), attributes: json(attributes), updated_at: new Date() })
        .where('id', '=', row.id).where('status', '=', 'EXAMPLE').executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return;
      await tx.deleteFrom('quote_lines').where('quote_id', '=', row.id).execute();
      if (priced.lines.length) await tx.insertInto('quote_lines').values(priced.lines.map((line, i) => ({ quote_id: row.id, ...lineRecord(line, i) }))).execute();
    });
    repriced += 1;
    if (reasons.length) report.push({ ...facts, reasons });
  }
  return { repriced, report };
}

export function actualizeExamplesHandler(db: Kysely<Database>): JobHandler<{ runId: number }> {
  const fail = (runId: number, error: string) => db.updateTable('example_actualizations')
    .set({ status: 'failed', error, finished_at: new Date() }).where('id', '=', runId).where('status', '=', 'running').execute();
  return {
    async run({ runId }, context) {
      const run = await db.selectFrom('example_actualizations').select('status').where('id', '=', runId).executeTakeFirst();
      if (!run) throw new PermanentJobError(`Actualisatie ${runId} bestaat niet`);
      if (run.status !== 'running') return;
      try {
        const { repriced, report } = await actualizeExamples(db, context.signal);
        await db.updateTable('example_actualizations').set({ status: 'done', repriced, report: json(report), finished_at: new Date() })
          .where('id', '=', runId).execute();
      } catch (error) {
        if (context.isLastAttempt) await fail(runId, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
    async giveUp(payload, error) {
      const parsed = z.object({ runId: z.number() }).safeParse(payload);
      if (parsed.success) await fail(parsed.data.runId, error);
    },
  };
}
