// Configuration, read once at start from the environment and validated; nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { VAT_RATE_PERCENT } from '@shop/core/money';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
  WEB_ORIGIN: optionalText,
  ADMIN_EMAIL: z.email().default('admin@multimart.example'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters.').default('admin-pass-2024'),
  LOGIN_CLIENT_LIMIT: z.coerce.number().int().min(1).default(30),
  LOGIN_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  LOGIN_ACCOUNT_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(20),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(1000).default(5000),
  LOGIN_DEVICE_SECRET: optionalText.pipe(z.string().min(32, 'LOGIN_DEVICE_SECRET must be at least 32 characters.').optional()),
  PASSWORD_RESET_EMAIL_LIMIT: z.coerce.number().int().min(1).default(3),
  EMAIL_CHANGE_LIMIT: z.coerce.number().int().min(1).default(3),
  REVIEW_LIMIT: z.coerce.number().int().min(1).default(10),
  REVIEW_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60_000),
  SIGNUP_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGNUP_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60_000),
  DISCOUNT_CODE_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(20),
  DISCOUNT_CODE_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(10),
  DISCOUNT_CODE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  UPLOAD_ANONYMOUS_LIMIT: z.coerce.number().int().min(1).default(20),
  UPLOAD_ACCOUNT_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(50 * 1024 * 1024),
  UPLOAD_ADDRESS_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(100 * 1024 * 1024),
  UPLOAD_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  LIVE_FEED_ADDRESS_STREAMS: z.coerce.number().int().min(1).default(20),
  LIVE_FEED_STREAMS: z.coerce.number().int().min(1).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(70_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(15_000),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
  ),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        message: 'S3_ENDPOINT must be an http:// or https:// URL, like https://s3.eu-west-2.amazonaws.com or http://127.0.0.1:9000.',
      })
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false.' }).optional()),
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  CHAT_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(60000),
  CHAT_RETENTION_DAYS: z.coerce.number().int().min(1, 'CHAT_RETENTION_DAYS must be at least 1.').default(90),
  SUPPORT_VISITOR_TICKET_LIMIT: z.coerce.number().int().min(1, 'SUPPORT_VISITOR_TICKET_LIMIT must be at least 1.').default(3),
  SUPPORT_ACCOUNT_TICKET_LIMIT: z.coerce.number().int().min(1, 'SUPPORT_ACCOUNT_TICKET_LIMIT must be at least 1.').default(3),
  SUPPORT_REPLY_EMAIL_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0, 'SUPPORT_REPLY_EMAIL_DELAY_SECONDS is a number of seconds, 0 or more.')
    .max(86_400, 'SUPPORT_REPLY_EMAIL_DELAY_SECONDS is at most 86400 (a day).')
    .default(60),
  CHAT_LLM_URL: optionalText.pipe(z.url({ message: 'CHAT_LLM_URL must be a URL.' }).optional()),
  CHAT_LLM_MODEL: optionalText,
  CHAT_LLM_API_KEY: optionalText,
  CHAT_MAX_MESSAGE_CHARS: z.coerce.number().int().min(1).max(10000).default(1000),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps:// (for example smtp://user:pass@mail.example:587).')
      .optional(),
  ),
  WORKER_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(1000),
  WORKER_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  VAT_RATE_PERCENT: z.coerce
    .number({ error: 'VAT_RATE_PERCENT must be a whole percentage, like 20.' })
    .int('VAT_RATE_PERCENT must be a whole percentage, like 20.')
    .min(0, 'VAT_RATE_PERCENT must be from 0 to 100.')
    .max(100, 'VAT_RATE_PERCENT must be from 0 to 100.')
    .default(VAT_RATE_PERCENT),
  PRODUCT_IMPORT_MAX_BYTES: z.coerce
    .number({ error: 'PRODUCT_IMPORT_MAX_BYTES is a number of bytes, like 5242880 for 5 MB.' })
    .int('PRODUCT_IMPORT_MAX_BYTES is a whole number of bytes.')
    .min(1024, 'PRODUCT_IMPORT_MAX_BYTES is at least 1024.')
    .max(100 * 1024 * 1024, 'PRODUCT_IMPORT_MAX_BYTES is at most 104857600 (100 MB).')
    .default(5 * 1024 * 1024),
  PRODUCT_IMPORT_MAX_ROWS: z.coerce
    .number({ error: 'PRODUCT_IMPORT_MAX_ROWS is a number of rows, like 5000.' })
    .int('PRODUCT_IMPORT_MAX_ROWS is a whole number of rows.')
    .min(1, 'PRODUCT_IMPORT_MAX_ROWS is at least 1.')
    .max(100_000, 'PRODUCT_IMPORT_MAX_ROWS is at most 100000.')
    .default(5000),
  PUBLIC_URL: optionalText.pipe(z.url({ message: 'PUBLIC_URL must be a URL, like https://shop.example.' }).optional()),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...).')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_... or pk_live_...).')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...).')
      .optional(),
  ),
});

/** An S3-compatible bucket for the files and the uploads in progress, shared by every instance. */
export type S3Config = {
  bucket: string;
  /** Unset: Amazon S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type Config = {
  port: number;
  host: string | undefined;
  dataDir: string;
  /** Uploaded and generated files, served under /files/. */
  filesDir: string;
  /** Uploads in progress (tus). */
  uploadsDir: string;
  /** Files and uploads in progress go to this bucket instead of filesDir and uploadsDir when set. */
  s3: S3Config | undefined;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  webOrigin: string | undefined;
  admin: { email: string; password: string };
  /**
   * Login attempts per client address, wrong passwords per account and address, and the slow-down of an account under
   * attack; the key that signs the cookie of a browser that logged in before, which that slow-down lets through.
   */
  login: { perClient: number; perAccount: number; windowMs: number; slowDownAfter: number; slowDownMs: number; deviceSecret: string };
  /** Password-reset requests per client address, and links per email address, in a window (the login one). */
  passwordReset: { perClient: number; perEmail: number; windowMs: number };
  /** Email-change links an account may have sent in a window. */
  emailChange: { limit: number; windowMs: number };
  /** Sign-ups per client address in a window (each decodes a picture). */
  signup: { limit: number; windowMs: number };
  /** Reviews added, edited or deleted per account in a window. */
  reviews: { limit: number; windowMs: number };
  /** Discount codes refused per client address and per account in a window, past which codes are not looked up. */
  discountCodes: { perAddress: number; perAccount: number; windowMs: number };
  /**
   * Per window: the uploads a visitor who is not logged in may start per client address, and the bytes uploads may
   * declare per account and per client address.
   */
  uploads: { visitorLimit: number; accountBytes: number; addressBytes: number; windowMs: number };
  /** Live-feed streams open at once per client address, and in all on this server. */
  liveFeed: { perAddress: number; total: number };
  /** How long a client has to send a whole request, and how many connections are held at once. */
  http: { requestTimeoutMs: number; maxConnections: number };
  /** Rate limits and login lockouts are shared through this Redis when set; each instance counts alone otherwise. */
  redisUrl: string | undefined;
  chat: {
    rateLimit: number;
    rateWindowMs: number;
    maxMessageChars: number;
    retentionDays: number;
    visitorTicketLimit: number;
    accountTicketLimit: number;
  };
  /** How long after a person's reply it is emailed to a customer who has not read it in the chat by then. */
  supportReplyEmailDelayMs: number;
  /** An OpenAI-compatible model for questions the shop's knowledge does not cover; off unless all three are set. */
  chatModel: { url: string; model: string; apiKey: string } | undefined;
  /** Card payments through Stripe when both keys are set; otherwise the built-in test mode. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret?: string } | undefined;
  /** Emails go over SMTP when set; otherwise each is written as an .eml file under mailDir. */
  smtpUrl: string | undefined;
  mailDir: string;
  /** How often the background worker looks for due emails and refunds (writes also wake it at once). */
  workerIntervalMs: number;
  /** How long a job the worker took is left to it before it is tried again (longer than the slowest send). */
  workerLeaseMs: number;
  /** Where the shop is reached, for links in emails. */
  publicUrl: string;
  /** The VAT rate the shop's prices include, a whole percentage; each order keeps the rate it was placed at. */
  vatRatePercent: number;
  /** The largest catalogue CSV file one import takes, and its most product rows. */
  productImport: { maxBytes: number; maxRows: number };
};

export class ConfigError extends Error {}

const fail = (problem: string) => new ConfigError(`Invalid configuration:\n  ${problem}`);

function readS3(e: z.infer<typeof envSchema>): S3Config | undefined {
  const named = Object.entries(e).filter(([name, value]) => name.startsWith('S3_') && value !== undefined);
  if (named.length === 0) return undefined;
  if (!e.S3_BUCKET) throw fail(`S3_BUCKET is needed to store files in S3 (${named.map(([name]) => name).join(', ')} set).`);
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw fail('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the SDK default credentials.');
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw fail('Set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY for Stripe, or neither for test mode.');
  }
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY)
    throw fail('STRIPE_WEBHOOK_SECRET needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY.');
  const chatModel =
    e.CHAT_LLM_URL && e.CHAT_LLM_MODEL && e.CHAT_LLM_API_KEY
      ? { url: e.CHAT_LLM_URL, model: e.CHAT_LLM_MODEL, apiKey: e.CHAT_LLM_API_KEY }
      : undefined;
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined;
  return {
    chatModel,
    stripe,
    s3: readS3(e),
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    uploadsDir: path.join(path.resolve(e.DATA_DIR), 'uploads'),
    filesDir: path.join(path.resolve(e.DATA_DIR), 'files'),
    mailDir: path.join(path.resolve(e.DATA_DIR), 'mail'),
    smtpUrl: e.SMTP_URL,
    workerIntervalMs: e.WORKER_INTERVAL_MS,
    workerLeaseMs: e.WORKER_LEASE_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    webOrigin: e.WEB_ORIGIN,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    login: {
      perClient: e.LOGIN_CLIENT_LIMIT,
      perAccount: e.LOGIN_ACCOUNT_LIMIT,
      windowMs: e.LOGIN_WINDOW_MS,
      slowDownAfter: e.LOGIN_ACCOUNT_SLOWDOWN_AFTER,
      slowDownMs: e.LOGIN_SLOWDOWN_MS,
      // Unset: a new key each start, so browsers are known again only after their next login.
      deviceSecret: e.LOGIN_DEVICE_SECRET ?? randomBytes(32).toString('base64url'),
    },
    passwordReset: { perClient: e.LOGIN_CLIENT_LIMIT, perEmail: e.PASSWORD_RESET_EMAIL_LIMIT, windowMs: e.LOGIN_WINDOW_MS },
    emailChange: { limit: e.EMAIL_CHANGE_LIMIT, windowMs: e.LOGIN_WINDOW_MS },
    signup: { limit: e.SIGNUP_LIMIT, windowMs: e.SIGNUP_WINDOW_MS },
    reviews: { limit: e.REVIEW_LIMIT, windowMs: e.REVIEW_WINDOW_MS },
    discountCodes: {
      perAddress: e.DISCOUNT_CODE_ADDRESS_LIMIT,
      perAccount: e.DISCOUNT_CODE_ACCOUNT_LIMIT,
      windowMs: e.DISCOUNT_CODE_WINDOW_MS,
    },
    uploads: {
      visitorLimit: e.UPLOAD_ANONYMOUS_LIMIT,
      accountBytes: e.UPLOAD_ACCOUNT_BYTES,
      addressBytes: e.UPLOAD_ADDRESS_BYTES,
      windowMs: e.UPLOAD_WINDOW_MS,
    },
    liveFeed: { perAddress: e.LIVE_FEED_ADDRESS_STREAMS, total: e.LIVE_FEED_STREAMS },
    http: { requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS, maxConnections: e.HTTP_MAX_CONNECTIONS },
    redisUrl: e.REDIS_URL,
    chat: {
      rateLimit: e.CHAT_RATE_LIMIT,
      rateWindowMs: e.CHAT_RATE_WINDOW_MS,
      maxMessageChars: e.CHAT_MAX_MESSAGE_CHARS,
      retentionDays: e.CHAT_RETENTION_DAYS,
      visitorTicketLimit: e.SUPPORT_VISITOR_TICKET_LIMIT,
      accountTicketLimit: e.SUPPORT_ACCOUNT_TICKET_LIMIT,
    },
    supportReplyEmailDelayMs: e.SUPPORT_REPLY_EMAIL_DELAY_SECONDS * 1000,
    vatRatePercent: e.VAT_RATE_PERCENT,
    productImport: { maxBytes: e.PRODUCT_IMPORT_MAX_BYTES, maxRows: e.PRODUCT_IMPORT_MAX_ROWS },
  };
}
