import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { inList } from './sql-helpers.ts';

/** Password credentials of a user (argon2id hash) and the e-mail confirmation state. */
export const accounts = pgTable('accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  // DESIGN §2: an account created with a temporary password must change it at first sign-in.
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Server-side sessions. The id is the SHA-256 of the cookie token, so a database read never
 * yields a usable token. Sliding expiry (last_active_at) plus an absolute limit (expires_at).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const VERIFICATION_PURPOSES = [
  'email_confirmation',
  'password_reset',
  // The welcome e-mail of an account an administrator created: choose a password (a week).
  'account_setup',
  'email_change',
] as const;

/** One-time links sent by e-mail; the id is the SHA-256 of the token in the link. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_tokens_user_id_idx').on(table.userId),
    check('verification_tokens_purpose_check', inList(table.purpose, VERIFICATION_PURPOSES)),
    check(
      'verification_tokens_new_email_check',
      sql`(${table.purpose} = 'email_change') = (${table.newEmail} IS NOT NULL)`,
    ),
  ],
);
