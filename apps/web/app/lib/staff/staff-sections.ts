import type { Language } from "@cinelux/contract/languages";
import type { StaffRole } from "@cinelux/contract/staff-roles";
import type { RouteHandle } from "../routing/route-handle";
import { STAFF_PREFIX } from "../routing/staff";

/** The back-office's sections, in the nav's order (docs/staff.md "The staff app"). */
export const STAFF_SECTIONS = [
  { key: "support", segment: "support", role: "agent" },
  { key: "customers", segment: "customers", role: "agent" },
  { key: "photos", segment: "photos", role: "moderator" },
  { key: "catalog", segment: "catalog", role: "editor" },
  { key: "alerts", segment: "alerts", role: "editor" },
  { key: "settings", segment: "settings", role: "admin" },
  { key: "team", segment: "team", role: "admin" },
  { key: "audit", segment: "audit-log", role: "admin" },
] as const satisfies readonly { key: string; segment: string; role: StaffRole }[];

export type StaffSectionKey = (typeof STAFF_SECTIONS)[number]["key"];

/** `/staff/{language}` and below it a section's path, with more segments when given. */
export function staffPath(language: Language, section?: StaffSectionKey, ...rest: string[]): string {
  const home = `/${STAFF_PREFIX}/${language}`;
  if (!section) {
    return home;
  }
  const segment = STAFF_SECTIONS.find((row) => row.key === section)?.segment ?? section;
  return [home, segment, ...rest.map(encodeURIComponent)].join("/");
}

/**
 * Every staff page's handle: the back-office's title and description, and its own frame instead of
 * the customers' header, footer and dialogs (RouteHandle `staff`).
 */
export const STAFF_PAGE_HANDLE = {
  titleKey: "Title.Staff",
  descriptionKey: "Description.Staff",
  staff: true,
} as const satisfies RouteHandle;
