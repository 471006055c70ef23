/**
 * Catalogue answers: the domain's record shapes, with cost prices optional (they are removed for anonymous
 * callers, and the audience rule in app.ts removes any that slip through).
 */
import { z } from 'zod';
// The domain's schemas are zod/mini ones (the client's bundle), which extend by function, not by method.
import { extend } from 'zod/mini';
import { categorySchema, colorSchema, faqSchema, globalSettingsSchema, globalSideSchema, productSchema, sideVariationSchema } from '../../src/domain/catalog';

const cents = z.number().int();

export const productResponseSchema = extend(productSchema, {
  costPrice: cents.optional(),
  variations: z.array(extend(sideVariationSchema, { costPrice: cents.optional() })),
});
export const categoryResponseSchema = categorySchema;
export const colorResponseSchema = colorSchema;
export const sideResponseSchema = globalSideSchema;
export const settingsResponseSchema = globalSettingsSchema;
export const faqResponseSchema = faqSchema;
