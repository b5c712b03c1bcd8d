// Configuration, read once at start from the environment and validated; nothing else reads process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  CHAT_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(60000),
  CHAT_LLM_URL: optionalText.pipe(z.url({ message: 'CHAT_LLM_URL must be a URL.' }).optional()),
  CHAT_LLM_MODEL: optionalText,
  CHAT_LLM_API_KEY: optionalText,
  CHAT_MAX_MESSAGE_CHARS: z.coerce.number().int().min(1).max(10000).default(1000),
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
});

export type Config = {
  port: number;
  host: string | undefined;
  dataDir: string;
  /** Uploaded and generated files, served under /files/. */
  filesDir: string;
  /** Uploads in progress (tus). */
  uploadsDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  webOrigin: string | undefined;
  admin: { email: string; password: string };
  /** Login attempts per client address, and failed attempts per account, in each window. */
  login: { perClient: number; perAccount: number; windowMs: number };
  chat: { rateLimit: number; rateWindowMs: number; maxMessageChars: number };
  /** An OpenAI-compatible model for questions the shop's knowledge does not cover; off unless all three are set. */
  chatModel: { url: string; model: string; apiKey: string } | undefined;
  /** Card payments through Stripe when both keys are set; otherwise the built-in test mode. */
  stripe: { secretKey: string; publishableKey: string } | undefined;
};

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  Set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY for Stripe, or neither for test mode.',
    );
  }
  const chatModel =
    e.CHAT_LLM_URL && e.CHAT_LLM_MODEL && e.CHAT_LLM_API_KEY
      ? { url: e.CHAT_LLM_URL, model: e.CHAT_LLM_MODEL, apiKey: e.CHAT_LLM_API_KEY }
      : undefined;
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY }
      : undefined;
  return {
    chatModel,
    stripe,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    uploadsDir: path.join(path.resolve(e.DATA_DIR), 'uploads'),
    filesDir: path.join(path.resolve(e.DATA_DIR), 'files'),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    webOrigin: e.WEB_ORIGIN,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    login: { perClient: e.LOGIN_CLIENT_LIMIT, perAccount: e.LOGIN_ACCOUNT_LIMIT, windowMs: e.LOGIN_WINDOW_MS },
    chat: { rateLimit: e.CHAT_RATE_LIMIT, rateWindowMs: e.CHAT_RATE_WINDOW_MS, maxMessageChars: e.CHAT_MAX_MESSAGE_CHARS },
  };
}
