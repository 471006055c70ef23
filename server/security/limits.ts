/**
 * The limits of issue 24 (login pairs and delays, reset mails, notification mails, design-code look-ups, statistics,
 * daily uploads), in one object with their defaults, read from the environment here so config.ts carries one line.
 * The README's configuration table lists the variables.
 */
export interface SecurityLimits {
  /** Failed logins per account and address within the login window before that pair answers 429 (LOGIN_PAIR_LIMIT). */
  loginPairLimit: number;
  /** The first delay once an account is past LOGIN_ACCOUNT_LIMIT failures, doubled per further failure (LOGIN_DELAY_BASE_MS). */
  loginDelayBaseMs: number;
  /** The longest delay of a login attempt (LOGIN_DELAY_MAX_MS). */
  loginDelayMaxMs: number;
  /** Reset mails per account per hour (PASSWORD_RESET_MAILS_PER_HOUR); besides, at most one per minute. */
  resetMailsPerHour: number;
  /** Messages a user may send with POST /notification/mail per hour (NOTIFICATION_MAILS_PER_USER_HOUR). */
  notificationMailsPerUserHour: number;
  /** The same for all users of one organisation together (NOTIFICATION_MAILS_PER_ORGANIZATION_HOUR). */
  notificationMailsPerOrganizationHour: number;
  /** Design-code look-ups (GET /quote/unauthorized/{code}) per address per minute (DESIGN_CODE_RATE_LIMIT). */
  designCodeLookupsPerMinute: number;
  /** Design statistics (PUT /quote/statistics) per address per minute (STATISTICS_RATE_LIMIT). */
  statisticsPerMinute: number;
  /** Uploads per address per day, besides UPLOAD_RATE_LIMIT per minute (UPLOAD_DAILY_LIMIT). */
  uploadsPerDay: number;
  /** Anonymous uploads no record refers to are removed after this many hours (UPLOAD_ORPHAN_HOURS). */
  orphanUploadHours: number;
}

export const defaultLimits: SecurityLimits = {
  loginPairLimit: 5,
  loginDelayBaseMs: 250,
  loginDelayMaxMs: 8000,
  resetMailsPerHour: 3,
  notificationMailsPerUserHour: 30,
  notificationMailsPerOrganizationHour: 100,
  designCodeLookupsPerMinute: 30,
  statisticsPerMinute: 30,
  uploadsPerDay: 200,
  orphanUploadHours: 24,
};

const variables: Record<keyof SecurityLimits, string> = {
  loginPairLimit: 'LOGIN_PAIR_LIMIT',
  loginDelayBaseMs: 'LOGIN_DELAY_BASE_MS',
  loginDelayMaxMs: 'LOGIN_DELAY_MAX_MS',
  resetMailsPerHour: 'PASSWORD_RESET_MAILS_PER_HOUR',
  notificationMailsPerUserHour: 'NOTIFICATION_MAILS_PER_USER_HOUR',
  notificationMailsPerOrganizationHour: 'NOTIFICATION_MAILS_PER_ORGANIZATION_HOUR',
  designCodeLookupsPerMinute: 'DESIGN_CODE_RATE_LIMIT',
  statisticsPerMinute: 'STATISTICS_RATE_LIMIT',
  uploadsPerDay: 'UPLOAD_DAILY_LIMIT',
  orphanUploadHours: 'UPLOAD_ORPHAN_HOURS',
};

/** The limits set in the environment; a value that is not a number ≥ 0 stops the start. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<SecurityLimits> {
  const found: Partial<SecurityLimits> = {};
  for (const [key, name] of Object.entries(variables) as [keyof SecurityLimits, string][]) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0, got '${text}'`);
    found[key] = value;
  }
  return found;
}

/** The limits in force: the configured ones over the defaults. */
export function limitsOf(config: { limits?: Partial<SecurityLimits> }): SecurityLimits {
  return { ...defaultLimits, ...config.limits };
}
