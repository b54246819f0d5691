import * as z from "zod";
import { ALERT_ACCOUNT_TYPES } from "./alert-rules.ts";
import { FLAG_NAMES, type FlagName } from "./flags.ts";
import { InjectionSchema } from "./settings.ts";

/**
 * The back-office's content calls (docs/staff.md "Alerts", "Flags and settings"): the chain's alerts
 * (editor) and each domain's flags and settings (admin). Every input is bounded; bodies are strict.
 */

/** The longest alert text in one language: what the customers' AlertSchema carries. */
export const STAFF_ALERT_CONTENT_MAX = 1_000;
/** The longest reason a staff member gives for a change (stored in the audit log). */
export const STAFF_REASON_MAX = 500;

/** The sites an alert may be shown on alone (SPEC 1 domains). */
export const ALERT_DOMAINS = ["fr", "nl"] as const;

/** An instant of the schedule, with its offset (the staff app sends the staff's local time as UTC). */
const ScheduleInstantSchema = z.iso.datetime({ offset: true }).nullable();

const AlertTextSchema = z.string().trim().min(1).max(STAFF_ALERT_CONTENT_MAX);

/** SPEC 3 "Alert": its content in every language of the chain. */
export const StaffAlertContentSchema = z.strictObject({
  fr: AlertTextSchema,
  nl: AlertTextSchema,
  en: AlertTextSchema,
});

export const StaffAlertIdParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

/** One alert as the staff see it: every language, and whether it still shows. */
export const StaffAlertSchema = z.object({
  id: z.string().max(64),
  content: z.object({ fr: z.string(), nl: z.string(), en: z.string() }),
  warning: z.boolean(),
  /** null: for everybody; else only customers of that account type (SPEC 6). */
  accountType: z.enum(ALERT_ACCOUNT_TYPES).nullable(),
  /** `active` shows to customers (under SPEC 9's 1 warning, 2 infos); `withdrawn` never again. */
  status: z.enum(["active", "withdrawn"]),
  /** Customers see it from `startsAt` (null: at once) until `endsAt` (null: until withdrawn). */
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  /** The site that shows it (fr or nl); null: both. */
  domain: z.enum(ALERT_DOMAINS).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type StaffAlert = z.infer<typeof StaffAlertSchema>;

/** GET /api/staff/alerts: every alert, the withdrawn ones included, newest first. */
export const ListStaffAlertsResponseSchema = z.array(StaffAlertSchema);
export type ListStaffAlertsResponse = z.infer<typeof ListStaffAlertsResponseSchema>;

/** POST /api/staff/alerts: a new alert, shown to customers from its start (at once without one) on its domain. */
export const CreateStaffAlertRequestSchema = z.strictObject({
  content: StaffAlertContentSchema,
  warning: z.boolean().default(false),
  accountType: z.enum(ALERT_ACCOUNT_TYPES).nullable().default(null),
  startsAt: ScheduleInstantSchema.default(null),
  endsAt: ScheduleInstantSchema.default(null),
  domain: z.enum(ALERT_DOMAINS).nullable().default(null),
});
export type CreateStaffAlertRequest = z.infer<typeof CreateStaffAlertRequestSchema>;

/** PATCH /api/staff/alerts/{id}: the fields to change (an edit shows the alert again, see alertCacheId). */
export const UpdateStaffAlertRequestSchema = z.strictObject({
  content: StaffAlertContentSchema.optional(),
  warning: z.boolean().optional(),
  accountType: z.enum(ALERT_ACCOUNT_TYPES).nullable().optional(),
  startsAt: ScheduleInstantSchema.optional(),
  endsAt: ScheduleInstantSchema.optional(),
  domain: z.enum(ALERT_DOMAINS).nullable().optional(),
});
export type UpdateStaffAlertRequest = z.infer<typeof UpdateStaffAlertRequestSchema>;

const ReasonSchema = z.string().trim().min(1).max(STAFF_REASON_MAX);

/** POST /api/staff/alerts/{id}/withdraw: the alert shows no more; a reason may be given. */
export const WithdrawStaffAlertRequestSchema = z.strictObject({ reason: ReasonSchema.optional() });
export type WithdrawStaffAlertRequest = z.infer<typeof WithdrawStaffAlertRequestSchema>;

export const StaffSettingsDomainParamsSchema = z.strictObject({ domain: z.enum(["fr", "nl"]) });

/** A path on the site's own origin: one slash, never `//host` (no redirect elsewhere). */
const SitePathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[^\s\\]*$/);
/** A base URL the web appends paths to: https (http for local installs), or '' for this server. */
const BaseUrlSchema = z.union([z.literal(""), z.url({ protocol: /^https?$/ }).max(200)]);

const FlagChangesSchema = z.strictObject(
  Object.fromEntries(FLAG_NAMES.map((name) => [name, z.boolean().optional()])) as Record<
    FlagName,
    z.ZodOptional<z.ZodBoolean>
  >,
);

/** The settings a domain's admin may change (the mobile key is the apps', never changed here). */
export const StaffSettingsValuesSchema = z.object({
  catalogBaseUrl: z.string(),
  tunnelBaseUrl: z.string(),
  mobileCatalogBaseUrl: z.string(),
  /** null: sign-out returns to "/". */
  logoutReturnPath: z.string().nullable(),
  errorPath: z.string(),
  injections: z.array(InjectionSchema),
});

/** GET /api/staff/settings/{domain}: what is stored, as the staff edit it. */
export const StaffSettingsResponseSchema = z.object({
  domain: z.enum(["fr", "nl"]),
  flags: z.strictObject(
    Object.fromEntries(FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<FlagName, z.ZodBoolean>,
  ),
  settings: StaffSettingsValuesSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type StaffSettingsResponse = z.infer<typeof StaffSettingsResponseSchema>;

/** At most this many injected items per domain (SPEC 3 "Settings"). */
export const INJECTIONS_MAX = 20;

/** PATCH /api/staff/settings/{domain}: the flags and settings to change, and why (audit log). */
export const UpdateStaffSettingsRequestSchema = z.strictObject({
  changes: z.strictObject({
    flags: FlagChangesSchema.optional(),
    catalogBaseUrl: BaseUrlSchema.optional(),
    tunnelBaseUrl: BaseUrlSchema.optional(),
    mobileCatalogBaseUrl: BaseUrlSchema.optional(),
    logoutReturnPath: SitePathSchema.nullable().optional(),
    errorPath: SitePathSchema.optional(),
    injections: z
      .array(
        InjectionSchema.extend({
          value: z.string().max(10_000),
          attributes: z
            .record(z.string().max(100), z.string().max(2_000))
            .refine((attributes) => Object.keys(attributes).length <= 20),
        }).strict(),
      )
      .max(INJECTIONS_MAX)
      .optional(),
  }),
  reason: ReasonSchema,
});
export type UpdateStaffSettingsRequest = z.infer<typeof UpdateStaffSettingsRequestSchema>;
