import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Accounts (issue 3): users with their roles, sessions stored as the SHA-256 of their token only,
 * password-reset codes and e-mail verification tokens (hashed too), and the admins' notifications.
 */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    brandName: text("brand_name"),
    photoUrl: text("photo_url"),
    roles: text("roles").array().notNull().default(sql`array['customer']::text[]`),
    locale: text("locale").notNull().default("en"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One account per address, whatever the case it was typed in.
    uniqueIndex("users_email_lower_key").on(sql`lower(${table.email})`),
    check(
      "users_roles_valid",
      sql`cardinality(${table.roles}) > 0 and ${table.roles} <@ array['admin','owner','travel_manager','captain','crew_member','service_company','traveler','customer']::text[]`,
    ),
    check("users_locale_valid", sql`${table.locale} in ('en', 'ru')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie's token, hex: a copied row cannot be presented as a cookie.
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("password_reset_codes_user_created_idx").on(table.userId, table.createdAt),
    check("password_reset_codes_attempts_valid", sql`${table.attempts} >= 0`),
  ],
);

export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("email_verification_tokens_user_idx").on(table.userId)],
);

export const adminNotifications = pgTable(
  "admin_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Title and message are composed from the type in the reader's language.
    type: text("type").notNull(),
    priority: text("priority").notNull().default("normal"),
    isRead: boolean("is_read").notNull().default(false),
    metadata: jsonb("metadata").notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index("admin_notifications_created_idx").on(table.createdAt),
    check("admin_notifications_priority_valid", sql`${table.priority} in ('urgent', 'high', 'normal', 'low')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
