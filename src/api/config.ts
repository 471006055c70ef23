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

export const appConfigSchema = z.object({ brand: brandSchema, environment: z.string().default('production') });
export type AppConfig = z.infer<typeof appConfigSchema>;

export function fetchConfig(signal?: AbortSignal): Promise<AppConfig> {
  return request(appConfigSchema, '/config', { signal });
}
