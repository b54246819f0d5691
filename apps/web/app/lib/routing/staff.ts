/**
 * The staff back-office's pages (docs/staff.md "The staff app"): `staff/{language}/...`, its own
 * guarded layout, never part of a customer's page.
 */
export const STAFF_PREFIX = "staff";
