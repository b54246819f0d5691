import { ALERT_ACCOUNT_TYPES, type Alert, type AlertAccountType, type Language } from "@cinelux/contract";
import type { AlertRow } from "./alerts.repository.ts";

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
