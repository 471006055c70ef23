import { z } from 'zod';
import { request } from './http';

export const brandSchema = z.object({
  name: z.string(),
  email: z.string(),
  siteUrl: z.string(),
  logoUrl: z.string(),
  brochureUrl: z.string().nullable().default(null),
  deliveryTermsUrl: z.string().nullable().default(null),
  developerUrl: z.string().nullable().default(null),
});
export type Brand = z.infer<typeof brandSchema>;

/** The brand organisation's settings that apply to a visitor without a quote or dealer token ('true' when on). */
export const visitorSettingsSchema = z.object({
  exportGlbActive: z.string().default('false'),
  exportGlbExampleActive: z.string().default('false'),
  realTimePrice: z.string().default('false'),
  dealerTokenActive: z.string().default('false'),
});
export type VisitorSettings = z.infer<typeof visitorSettingsSchema>;

export const appConfigSchema = z.object({
  brand: brandSchema,
  environment: z.string().default('production'),
  /** Set when the server reports errors (SENTRY_DSN); the web app then reports its own (src/app/error-reporting.ts). */
  sentryDsn: z.string().nullable().default(null),
  visitorSettings: visitorSettingsSchema.default({ exportGlbActive: 'false', exportGlbExampleActive: 'false', realTimePrice: 'false', dealerTokenActive: 'false' }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export function fetchConfig(signal?: AbortSignal): Promise<AppConfig> {
  return request(appConfigSchema, '/config', { signal });
}
