import { sql } from "drizzle-orm";
import { boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The User account of SPEC 3, plus the credentials the embedded identity provider needs. */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Always stored lower-case; unique. */
    mail: text("mail").notNull().unique(),
    passwordHash: text("password_hash"),
    mailVerifiedAt: timestamp("mail_verified_at", { withTimezone: true }),
    mustVerifyMail: boolean("must_verify_mail").notNull().default(true),
    domain: text("domain", { enum: ["fr", "nl"] })
      .notNull()
      .default("fr"),
    language: text("language", { enum: ["fr", "nl", "en"] })
      .notNull()
      .default("fr"),
    gender: text("gender", { enum: ["civ-mr", "civ-mm", "civ-other"] }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    infixName: text("infix_name"),
    picture: text("picture"),
    birthDate: date("birth_date", { mode: "string" }),
    homePhone: text("home_phone"),
    mobilePhone: text("mobile_phone"),
    address: text("address"),
    addressComplement: text("address_complement"),
    postalCode: text("postal_code"),
    city: text("city"),
    country: text("country"),
    subscriptionState: jsonb("subscription_state"),
    cardLastDigits: text("card_last_digits"),
    cardExpirationDate: date("card_expiration_date", { mode: "string" }),
    cardBrand: text("card_brand"),
    mailNotification: boolean("mail_notification").notNull().default(false),
    statistics: boolean("statistics").notNull().default(true),
    registered: boolean("registered").notNull().default(false),
    trackingDate: timestamp("tracking_date", { withTimezone: true }),
    mailCommunicationOptin: boolean("mail_communication_optin").notNull().default(false),
    generalCommunicationOptin: boolean("general_communication_optin").notNull().default(false),
    /**
     * Each marketing mail of SPEC 7 under the mail opt-in: on until its unsubscribe link turns it off
     * (docs/newsletter.md). A mail of the category goes out only with the mail opt-in on too.
     */
    filmnewsMail: boolean("filmnews_mail").notNull().default(true),
    filmtipsMail: boolean("filmtips_mail").notNull().default(true),
    hasLoyalty: boolean("has_loyalty").notNull().default(false),
    interest: jsonb("interest").$type<{ genres: string[]; events: string[] } | null>(),
    social: text("social").array().notNull().default(sql`'{}'::text[]`),
    photoStatus: text("photo_status"),
    status: text("status").notNull().default("active"),
    blockedReason: text("blocked_reason"),
    /** SPEC 3 "Home push history": each home push stays hidden until this instant once dismissed. */
    hideBirthDatePushUntil: timestamp("hide_birth_date_push_until", { withTimezone: true }),
    hideOptInPushUntil: timestamp("hide_opt_in_push_until", { withTimezone: true }),
    hideSurveyPushUntil: timestamp("hide_survey_push_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_domain_idx").on(t.domain)],
);

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;
