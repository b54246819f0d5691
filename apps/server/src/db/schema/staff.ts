import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
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
import { createdAt } from "./columns.ts";

/**
 * The chain's staff (docs/staff.md). Never customers: their own table, their own OpenID client,
 * their own audience. `mail` is unique lower-cased; `roles` a non-empty subset of the four roles.
 */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mail: text("mail").notNull(),
    displayName: text("display_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    roles: text("roles").array().notNull(),
    /** The TOTP secret, AES-256-GCM encrypted (modules/staff/totp-secret.ts); null until one is made. */
    totpSecret: text("totp_secret"),
    /** When the first code of that secret was accepted: until then the sign-in shows the enrolment. */
    totpConfirmedAt: timestamp("totp_confirmed_at", { withTimezone: true }),
    /** The last TOTP time step accepted: a code of this step or an older one is refused (replay). */
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
    /** SHA-256 of each unused recovery code; a used one is removed from the array. */
    recoveryCodeHashes: text("recovery_code_hashes").array().notNull().default(sql`'{}'::text[]`),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_accounts_mail_idx").on(t.mail),
    check("staff_accounts_mail_lower", sql`${t.mail} = lower(${t.mail})`),
    check(
      "staff_accounts_roles_valid",
      sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ array['agent','moderator','editor','admin']::text[]`,
    ),
  ],
);

/**
 * Every staff action, append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration), so
 * not even the application can rewrite what was done. Written in the action's own transaction.
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id),
    action: text("action").notNull(),
    targetKind: text("target_kind"),
    targetId: text("target_id"),
    reason: text("reason"),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("staff_audit_log_at_idx").on(t.at),
    index("staff_audit_log_staff_at_idx").on(t.staffId, t.at),
    index("staff_audit_log_action_at_idx").on(t.action, t.at),
  ],
);

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
