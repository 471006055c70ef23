/**
 * Server configuration: one typed object, read from the environment by `readConfig` (main.ts) or built
 * directly by tests. Nothing else in the server reads process.env.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isIP } from 'node:net';
import { s3FromEnv, type S3Config } from './storage/s3-storage';
import { limitsFromEnv, type SecurityLimits } from './security/limits';
import { join, resolve } from 'node:path';

export interface BrandConfig {
  name: string;
  email: string;
  siteUrl: string;
  logoUrl: string;
  brochureUrl: string;
  deliveryTermsUrl: string;
  developerUrl: string;
}

export interface AppConfig {
  brand: BrandConfig;
  /** 'production', 'development' or 'test'; served by /api/v1/config. */
  environment: string;
  /** HMAC secret of the id tokens (HS256). */
  jwtSecret: string;
  /** Lifetime of an id token, seconds. */
  tokenTtlSeconds: number;
  /** Where uploaded files are stored (local storage); served under /files/. */
  uploadDir: string;
  /** The built web app (vite build output); SPA fallback serves its index.html. */
  distDir: string;
  /** Largest accepted upload, bytes. */
  maxUploadBytes: number;
  /** Login attempts per IP per minute. */
  loginRateLimit: number;
  /** Pino log level; 'silent' in tests. */
  logLevel: string;
  /** Absolute origin of the web app for links in mails (PUBLIC_URL); unset: the request's own origin. */
  publicUrl?: string;
  /** SMTP relay (SMTP_URL, e.g. smtp://user:pass@host:587); unset: mail stays in the outbox (+ .eml files). */
  smtpUrl?: string;
  /** Extra nodemailer transport options (tests: e.g. ignoreTLS). */
  smtpOptions?: Record<string, unknown>;
  /** Directory for .eml copies of outgoing mail (MAIL_DIR); unset: no files. */
  mailDir?: string;
  /** Central quote mailbox in bcc of every quote mail, except for organisations 1 and 2 (QUOTE_BCC_EMAIL). */
  quoteBccEmail?: string;
  /** Lead submissions per IP per minute (LEAD_RATE_LIMIT, default 30). */
  leadRateLimit?: number;
  /** The background job worker (server/jobs); every field has a default. */
  jobs?: JobsConfig;
  /** AFAS Profit REST connectors (AFAS_BASE_URL + AFAS_TOKEN); unset: the embedded order book (server/accounting). */
  afas?: AfasConfig;
  /**
   * Whose X-Forwarded-For to believe (TRUST_PROXY): false (default: the socket address is the client), a hop
   * count, or the proxies' addresses/CIDRs. Trusting everyone would let a client pick its own address and so
   * escape every per-address limit.
   */
  trustProxy?: false | number | string[];
  /** Serve GET /api/v1/dev/outbox (DEV_OUTBOX=on, for development and tests only; off by default). */
  devOutbox?: boolean;
  /** Uploads per IP per minute (UPLOAD_RATE_LIMIT, default 30). */
  uploadRateLimit?: number;
  /** Failed logins per account (e-mail) in the window before each attempt on it is delayed (LOGIN_ACCOUNT_LIMIT, default 5). */
  loginAccountLimit?: number;
  /** The window of the login counters, per account and per account+address, seconds (LOGIN_ACCOUNT_WINDOW_SECONDS, default 900). */
  loginAccountWindowSeconds?: number;
  /** Issue 24's limits (server/security/limits.ts); unset fields take their defaults. */
  limits?: Partial<SecurityLimits>;
  /** Error reporting (SENTRY_DSN): unset, nothing is reported anywhere. */
  sentryDsn?: string;
  /**
   * Spec §7/§8 'an alert text about quote-making problems' (QUOTE_ALERT): shown over the quote while set; 'on'
   * shows the catalogue's text, any other value is the text itself. Unset: no alert.
   */
  quoteAlert?: string;
  /** Uploads in S3-compatible storage (S3_BUCKET, S3_ENDPOINT, ...); unset: the local uploadDir. */
  s3?: S3Config;
}

export interface AfasConfig {
  /** e.g. https://12345.rest.afas.online/profitrestservices (connectors are under /connectors/...). */
  baseUrl: string;
  /** The app connector token: its XML (`<token><version>1</version><data>...</data></token>`) or that XML base64-encoded. */
  token: string;
  /** UpdateConnector for sales orders (AFAS_SALES_CONNECTOR, default FbSales). */
  salesConnector?: string;
  /** GetConnector that lists orders with OrderNumber and Status (AFAS_STATUS_CONNECTOR, default Configurator_Verkooporders). */
  statusConnector?: string;
  /** One request's time limit (AFAS_TIMEOUT_MS, default 15000). */
  timeoutMs?: number;
}

/** AFAS is used only when both the address and the token are set; one without the other is a configuration error. */
function afasFromEnv(env: NodeJS.ProcessEnv): AfasConfig | undefined {
  const baseUrl = env.AFAS_BASE_URL?.trim();
  const token = env.AFAS_TOKEN?.trim();
  if (!baseUrl && !token) return undefined;
  if (!baseUrl || !token) throw new Error('AFAS_BASE_URL en AFAS_TOKEN horen samen: zet beide, of geen van beide');
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''), token,
    salesConnector: env.AFAS_SALES_CONNECTOR || undefined,
    statusConnector: env.AFAS_STATUS_CONNECTOR || undefined,
    timeoutMs: env.AFAS_TIMEOUT_MS ? Number(env.AFAS_TIMEOUT_MS) : undefined,
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: empty/false/off → false; a whole number → hop count; else comma-separated addresses or CIDRs. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || ['false', 'off', 'no', '0'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (['true', 'on', 'yes', '*'].includes(text.toLowerCase())) {
    throw new Error('TRUST_PROXY must be a hop count or the proxies\' addresses/CIDRs; trusting every address lets clients choose their own');
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!PROXY_NAMES.has(entry) && (!family || !bitsOk || extra !== undefined)) {
      throw new Error(`TRUST_PROXY: '${entry}' is not an address, a CIDR or one of ${[...PROXY_NAMES].join(', ')}`);
    }
  }
  return entries;
}

function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(text)) return true;
  if (['off', 'false', '0', 'no'].includes(text)) return false;
  throw new Error(`${name} must be on or off, got '${value}'`);
}

export interface JobsConfig {
  /** Run a worker in this process (JOBS_WORKER, default on); off: this node only enqueues. */
  worker?: boolean;
  /** How often an idle worker looks for due jobs (JOBS_POLL_INTERVAL_MS, default 1000). */
  pollIntervalMs?: number;
  /** Jobs run at once by one worker (JOBS_CONCURRENCY, default 4). */
  concurrency?: number;
  /** A running job whose lock is not refreshed for this long is taken back (JOBS_LOCK_TIMEOUT_MS, default 60000). */
  lockTimeoutMs?: number;
  /** On shutdown, how long running jobs may finish before they go back to the queue (JOBS_SHUTDOWN_GRACE_MS, 10000). */
  shutdownGraceMs?: number;
  /** Replaces every kind's backoff delays (tests). */
  retry?: { baseDelayMs?: number; maxDelayMs?: number };
}

function positiveNumber(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`Expected a positive number, got '${value}'`);
  return number;
}

export function jobsFromEnv(env: NodeJS.ProcessEnv): JobsConfig {
  const worker = (env.JOBS_WORKER ?? 'on').trim().toLowerCase();
  if (!['on', 'off', 'true', 'false', '1', '0'].includes(worker)) throw new Error(`JOBS_WORKER must be on or off, got '${env.JOBS_WORKER}'`);
  return {
    worker: ['on', 'true', '1'].includes(worker),
    pollIntervalMs: positiveNumber(env.JOBS_POLL_INTERVAL_MS),
    concurrency: positiveNumber(env.JOBS_CONCURRENCY),
    lockTimeoutMs: positiveNumber(env.JOBS_LOCK_TIMEOUT_MS),
    shutdownGraceMs: positiveNumber(env.JOBS_SHUTDOWN_GRACE_MS),
  };
}

export const defaultBrand: BrandConfig = {
  name: 'Houtland',
  email: 'info@houtland.example',
  siteUrl: 'https://www.houtland.example',
  logoUrl: '/brand/logo.svg',
  brochureUrl: 'https://www.houtland.example/brochure',
  deliveryTermsUrl: 'https://www.houtland.example/leveringsvoorwaarden',
  developerUrl: 'https://www.houtland.example/over-de-configurator',
};

export function brandFromEnv(env: NodeJS.ProcessEnv): BrandConfig {
  return {
    name: env.BRAND_NAME || defaultBrand.name,
    email: env.BRAND_EMAIL || defaultBrand.email,
    siteUrl: env.BRAND_SITE_URL || defaultBrand.siteUrl,
    logoUrl: env.BRAND_LOGO_URL || defaultBrand.logoUrl,
    brochureUrl: env.BRAND_BROCHURE_URL || defaultBrand.brochureUrl,
    deliveryTermsUrl: env.BRAND_DELIVERY_TERMS_URL || defaultBrand.deliveryTermsUrl,
    developerUrl: env.BRAND_DEVELOPER_URL || defaultBrand.developerUrl,
  };
}

/**
 * The JWT secret: JWT_SECRET when set; else one generated once and kept in the data directory, so a restart
 * keeps everyone logged in (and several processes on one data dir agree). In-memory runs get a fresh one.
 */
export function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (dataDir === 'memory') return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  config: AppConfig;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerEnv {
  const dataDir = env.DATA_DIR === 'memory' ? 'memory' : resolve(root, env.DATA_DIR || './data');
  const uploadDir = env.UPLOAD_DIR
    ? resolve(root, env.UPLOAD_DIR)
    : dataDir === 'memory' ? join(tmpdir(), `configurator-uploads-${process.pid}`) : join(dataDir, 'uploads');
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    config: {
      brand: brandFromEnv(env),
      environment: env.APP_ENV || env.NODE_ENV || 'production',
      jwtSecret: resolveJwtSecret(env, dataDir),
      tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS || 7 * 24 * 3600),
      uploadDir,
      distDir: resolve(root, env.DIST_DIR || 'dist'),
      maxUploadBytes: Number(env.MAX_UPLOAD_BYTES || 25 * 1024 * 1024),
      loginRateLimit: Number(env.LOGIN_RATE_LIMIT || 100),
      logLevel: env.LOG_LEVEL || 'info',
      publicUrl: (env.PUBLIC_URL || `http://localhost:${Number(env.PORT || 3000)}`).replace(/\/+$/, ''),
      smtpUrl: env.SMTP_URL || undefined,
      mailDir: env.MAIL_DIR ? resolve(root, env.MAIL_DIR)
        : dataDir === 'memory' ? join(tmpdir(), `configurator-mail-${process.pid}`) : join(dataDir, 'mail'),
      leadRateLimit: Number(env.LEAD_RATE_LIMIT || 30),
      quoteBccEmail: env.QUOTE_BCC_EMAIL?.trim() || undefined,
      jobs: jobsFromEnv(env),
      afas: afasFromEnv(env),
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      devOutbox: onOff('DEV_OUTBOX', env.DEV_OUTBOX, false),
      uploadRateLimit: positiveNumber(env.UPLOAD_RATE_LIMIT),
      loginAccountLimit: positiveNumber(env.LOGIN_ACCOUNT_LIMIT),
      loginAccountWindowSeconds: positiveNumber(env.LOGIN_ACCOUNT_WINDOW_SECONDS),
      limits: limitsFromEnv(env),
      sentryDsn: env.SENTRY_DSN || undefined,
      quoteAlert: env.QUOTE_ALERT?.trim() || undefined,
      s3: s3FromEnv(env),
    },
  };
}
