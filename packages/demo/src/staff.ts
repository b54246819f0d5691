import type { StaffRole } from "@cinelux/contract";

/**
 * The dev demo staff (docs/staff.md "Demo staff"): one per role, written by the dev seed only (never
 * in prod or preprod), already enrolled with one published TOTP secret, so the journeys and any
 * engineer can sign in to the back-office. A code is accepted once: a second sign-in in the same
 * 30 seconds takes the next step's code.
 */
export const DEMO_STAFF_PASSWORD = "Cinelux-staff-2026!";

/** Base32; add it to an authenticator app by hand, or compute codes with any RFC 6238 tool. */
export const DEMO_STAFF_TOTP_SECRET = "KNUGC4TFMRCGK3LPKN2GCZTGKRXXI4CT";

export const DEMO_STAFF: readonly { mail: string; displayName: string; role: StaffRole }[] = [
  { mail: "agent@staff.cinelux.test", displayName: "Alice Agent", role: "agent" },
  { mail: "moderator@staff.cinelux.test", displayName: "Marc Moderator", role: "moderator" },
  { mail: "editor@staff.cinelux.test", displayName: "Eva Editor", role: "editor" },
  { mail: "admin@staff.cinelux.test", displayName: "Adam Admin", role: "admin" },
];
