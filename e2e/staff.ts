import { createHmac } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** The demo staff (packages/demo): one member per role, one password, one TOTP secret. */
export const DEMO_STAFF_PASSWORD = "Cinelux-staff-2026!";
const DEMO_STAFF_TOTP_SECRET = "KNUGC4TFMRCGK3LPKN2GCZTGKRXXI4CT";
const PERIOD_MS = 30_000;

/** RFC 4648 base32, as authenticator apps read a TOTP key. */
function base32Bytes(secret: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.replace(/=+$/, "")) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** RFC 6238 with an authenticator app's settings (SHA-1, 6 digits, 30 s): what a member types. */
function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** The time step each member last signed in with: the server accepts a step once (docs/staff.md "TOTP"). */
const usedSteps = new Map<string, number>();

async function freshStep(mail: string): Promise<number> {
  let step = Math.floor(Date.now() / PERIOD_MS);
  if (usedSteps.get(mail) === step) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * PERIOD_MS - Date.now() + 200));
    step = Math.floor(Date.now() / PERIOD_MS);
  }
  usedSteps.set(mail, step);
  return step;
}

/**
 * Signs a demo staff member in as a member would (docs/staff.md "Sign-in"): the staff app sends
 * to the provider's staff form, mail and password, then the code of their authenticator app.
 * `page` must already be on the provider's staff form.
 */
export async function signInOnStaffForm(page: Page, role: "agent" | "moderator" | "editor" | "admin") {
  const mail = `${role}@staff.cinelux.test`;
  await expect(page.getByRole("heading", { level: 1, name: "Connexion du personnel" })).toBeVisible();
  await page.getByLabel("Adresse e-mail").fill(mail);
  await page.getByLabel("Mot de passe", { exact: true }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continuer" }).click();
  const code = page.getByRole("textbox", { name: "Code" });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await code.fill(totpCode(DEMO_STAFF_TOTP_SECRET, await freshStep(mail)));
    await page.getByRole("button", { name: "Se connecter" }).click();
    const signedIn = await page
      .waitForURL((url) => url.pathname.startsWith("/staff/"), { timeout: 20_000 })
      .then(
        () => true,
        () => false,
      );
    if (signedIn) {
      return;
    }
    // Another run (a retried journey) used this step: the next code passes.
    await expect(page.getByText(/n'est pas valide ou a déjà servi/).first()).toBeVisible();
    usedSteps.set(mail, Math.floor(Date.now() / PERIOD_MS));
  }
  throw new Error(`${mail} could not sign in to the staff app`);
}

/** Opens the staff app at `path` and signs in as the demo member of `role`. */
export async function signInToStaff(
  page: Page,
  baseURL: string | undefined,
  role: "agent" | "moderator" | "editor" | "admin",
  path = "/staff/fr",
) {
  await page.goto(new URL(path, baseURL).toString());
  await signInOnStaffForm(page, role);
  await page.waitForURL(
    (url) => url.pathname.startsWith("/staff/") && !url.pathname.startsWith("/staff/callback"),
  );
}
