import { z } from 'zod/mini';
import { request } from './http';

export const brandSchema = z.object({
  name: z.string(),
  email: z.string(),
  siteUrl: z.string(),
  logoUrl: z.string(),
  brochureUrl: z._default(z.nullable(z.string()), null),
  deliveryTermsUrl: z._default(z.nullable(z.string()), null),
  developerUrl: z._default(z.nullable(z.string()), null),
});
export type Brand = z.infer<typeof brandSchema>;

/** The brand organisation's settings that apply to a visitor without a quote or dealer token ('true' when on). */
export const visitorSettingsSchema = z.object({
  exportGlbActive: z._default(z.string(), 'false'),
  exportGlbExampleActive: z._default(z.string(), 'false'),
  realTimePrice: z._default(z.string(), 'false'),
  dealerTokenActive: z._default(z.string(), 'false'),
});
export type VisitorSettings = z.infer<typeof visitorSettingsSchema>;

export const appConfigSchema = z.object({
  brand: brandSchema,
  environment: z._default(z.string(), 'production'),
  /** Set when the server reports errors (SENTRY_DSN); the web app then reports its own (src/app/error-reporting.ts). */
  sentryDsn: z._default(z.nullable(z.string()), null),
  /** Spec §8's build-level alert: quote making has a problem now (QUOTE_ALERT on the server); null: none. */
  quoteAlert: z._default(z.nullable(z.string()), null),
  visitorSettings: z._default(visitorSettingsSchema, { exportGlbActive: 'false', exportGlbExampleActive: 'false', realTimePrice: 'false', dealerTokenActive: 'false' }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export function fetchConfig(signal?: AbortSignal): Promise<AppConfig> {
  return request(appConfigSchema, '/config', { signal });
}
