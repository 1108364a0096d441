import path from 'node:path';
import { z } from 'zod';

const csv = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

/** Every setting the service reads from its environment; README.md lists them for users. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  BUSINESS_TIMEZONE: z
    .string()
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', 'unknown time zone')
    .default('UTC'),
  AUTH_JWKS_URL: z.string().url().optional(),
  AUTH_ISSUER: z.string().optional(),
  AUTH_AUDIENCE: z.string().optional(),
  AUTH_ALGORITHMS: csv.default(['RS256', 'PS256', 'ES256', 'EdDSA']),
  AUTH_CLOCK_TOLERANCE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  SANDBOX_SIGNING_KEY: z.string().min(32).optional(),
  SANDBOX_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  PUBLIC_BASE_URL: z.string().url().optional(),
  MEDIA_DIR: z.string().optional(),
  MEDIA_MAX_BYTES: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(10_485_760),
  MEDIA_CONTENT_TYPES: csv
    .pipe(z.array(z.string().regex(/^[\w.+-]+\/[\w.+-]+$/, 'must be type/subtype')).min(1))
    .transform((types) => types.map((type) => type.toLowerCase()))
    .default(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']),
  UPLOAD_SIGNING_KEY: z.string().min(32).optional(),
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(900),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const production = Boolean(c.AUTH_JWKS_URL);
  if (production && (!c.AUTH_ISSUER || !c.AUTH_AUDIENCE)) {
    throw new Error('Invalid configuration: AUTH_JWKS_URL needs AUTH_ISSUER and AUTH_AUDIENCE.');
  }
  if (production && c.AUTH_ALGORITHMS.some((alg) => alg.startsWith('HS') || alg === 'none')) {
    throw new Error('Invalid configuration: AUTH_ALGORITHMS allows only asymmetric algorithms.');
  }
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    poolMax: c.DB_POOL_MAX,
    logLevel: c.LOG_LEVEL,
    bodyLimit: c.BODY_LIMIT_BYTES,
    timeZone: c.BUSINESS_TIMEZONE,
    media: {
      dir: c.MEDIA_DIR ?? path.join(c.DATA_DIR, 'media'),
      maxBytes: c.MEDIA_MAX_BYTES,
      contentTypes: c.MEDIA_CONTENT_TYPES,
      publicBaseUrl: (c.PUBLIC_BASE_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
      signingKey: c.UPLOAD_SIGNING_KEY,
      uploadUrlTtl: c.UPLOAD_URL_TTL_SECONDS,
    },
    auth: production
      ? {
          mode: 'production' as const,
          jwksUrl: c.AUTH_JWKS_URL as string,
          issuer: c.AUTH_ISSUER as string,
          audience: c.AUTH_AUDIENCE as string,
          algorithms: c.AUTH_ALGORITHMS,
          clockTolerance: c.AUTH_CLOCK_TOLERANCE_SECONDS,
        }
      : {
          mode: 'sandbox' as const,
          signingKey: c.SANDBOX_SIGNING_KEY,
          issuer: c.AUTH_ISSUER ?? 'rental-sandbox',
          audience: c.AUTH_AUDIENCE ?? 'rental-api',
          tokenTtl: c.SANDBOX_TOKEN_TTL_SECONDS,
          clockTolerance: c.AUTH_CLOCK_TOLERANCE_SECONDS,
        },
  };
}
