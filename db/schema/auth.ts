import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { timestamps } from './timestamps'

/**
 * Better Auth's four tables, written by hand because its CLI does not run on Node 20 (decision 001). Property
 * names are the field names Better Auth expects (https://www.better-auth.com/docs/concepts/database#core-schema);
 * column and table names follow our snake_case convention. The drizzle adapter maps them through the schema
 * object passed in app/lib/auth.server.ts.
 */

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  // Better Auth requires a `name`: the full name given at sign-up (the username for accounts made before sign-up
  // asked for a full name; decision 061). What Afterword shows is the profile's copy (app/lib/person-name.ts).
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  // Better Auth's two-factor plugin (decision 049): a second step at sign-in once the person has set it up.
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  ...timestamps,
})

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    // argon2id hash (app/lib/password.server.ts); only for the 'credential' provider.
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
)

/**
 * The two-factor plugin's table: the authenticator secret and the recovery codes, both encrypted by Better Auth
 * with the auth secret, so a copy of the database alone cannot produce codes.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // False until the person proves their app works by typing one code; only then is sign-in asked for codes.
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // The 30-second step of the last code from the app that was accepted: a code from it or an earlier one is
    // refused, so one code cannot sign in twice (docs/decisions/049-two-step-sign-in.md).
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    ...timestamps,
  },
  (table) => [index('two_factors_user_id_idx').on(table.userId)],
)
