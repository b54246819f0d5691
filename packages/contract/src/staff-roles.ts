/**
 * The staff roles (docs/staff.md): agent (support cases, customer look-up), moderator (pass photos),
 * editor (catalog, sessions, prices, alerts, site pages, FAQ), admin (everything, and every role).
 * Without zod: the staff app's frame reads them on every staff page.
 */
export const STAFF_ROLES = ["agent", "moderator", "editor", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether a staff member holding `roles` may act as `required`: admin holds every role. */
export function staffHasRole(roles: readonly StaffRole[], required: StaffRole): boolean {
  return roles.includes("admin") || roles.includes(required);
}
