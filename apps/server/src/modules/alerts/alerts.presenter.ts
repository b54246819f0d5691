import {
  ALERT_ACCOUNT_TYPES,
  type Alert,
  type AlertAccountType,
  type Language,
  type StaffAlert,
} from "@cinelux/contract";
import type { AlertRow, StaffAlertRow } from "./alerts.repository.ts";

function accountTypeOf(value: string | null): AlertAccountType | null {
  return (ALERT_ACCOUNT_TYPES as readonly (string | null)[]).includes(value)
    ? (value as AlertAccountType)
    : null;
}

/** SPEC 3 "Alert", its content in `language` (the table's check holds fr, nl and en for each). */
export function toAlert(row: AlertRow, language: Language): Alert {
  return {
    id: row.id,
    content: row.content[language],
    warning: row.warning,
    updatedAt: row.updatedAt.toISOString(),
    accountType: accountTypeOf(row.accountType),
  };
}

/** An alert as the back-office shows it: every language, and whether customers still see it. */
export function toStaffAlert(row: StaffAlertRow): StaffAlert {
  return {
    id: row.id,
    content: { fr: row.content.fr, nl: row.content.nl, en: row.content.en },
    warning: row.warning,
    accountType: accountTypeOf(row.accountType),
    status: row.active ? "active" : "withdrawn",
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    domain: row.domain === "fr" || row.domain === "nl" ? row.domain : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
