import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { loadOrCreateKey } from "../../db/keys.ts";

/**
 * TOTP (RFC 6238) through `otpauth`: 30-second steps, 6 digits, SHA-1 (what every authenticator app
 * reads from an `otpauth://` URI), one step either side of now. `otpauth` and `qrcode` load on first
 * use: only a staff sign-in needs them (the cold-start budget, decision 006).
 */
export const TOTP_SETTINGS = { period: 30, digits: 6, algorithm: "SHA1", window: 1 } as const;
const ISSUER = "Cinélux staff";

async function totpFor(secretBase32: string, label: string) {
  const { Secret, TOTP } = await import("otpauth");
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
  });
}

/** A fresh 160-bit secret in base32 (RFC 4226's recommended length). */
export async function newTotpSecret(): Promise<string> {
  const { Secret } = await import("otpauth");
  return new Secret({ size: 20 }).base32;
}

/** The enrolment URI an authenticator app reads (its QR code holds the same text). */
export async function totpUri(secretBase32: string, mail: string): Promise<string> {
  return (await totpFor(secretBase32, mail)).toString();
}

/** The enrolment QR code as an SVG data URL, for an `<img>` (the pages' CSP allows `data:` images). */
export async function totpQrDataUrl(uri: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The QR code drawn in a terminal, for `npm run staff:create`. */
export async function totpQrText(uri: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(uri, { type: "utf8", margin: 2, errorCorrectionLevel: "L" });
}

/**
 * The time step the code belongs to (within one step of `now`), or null when it matches none. The
 * caller still has to refuse a step already accepted (staff.repository.ts `acceptTotpStep`).
 */
export async function totpStepOf(
  secretBase32: string,
  code: string,
  now = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) {
    return null;
  }
  const totp = await totpFor(secretBase32, "check");
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_SETTINGS.window });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The code of a secret at a time: for tests and the dev demo staff's docs. */
export async function totpCodeAt(secretBase32: string, timestamp: number): Promise<string> {
  return (await totpFor(secretBase32, "code")).generate({ timestamp });
}

/**
 * The TOTP secrets are stored encrypted (AES-256-GCM, the staff id as associated data, so a
 * secret copied onto another row does not decrypt). The key lives with the provider's signing keys
 * in `identity_keys` (db/keys.ts): whoever reads that table can already sign any staff token, so a
 * key kept elsewhere would add nothing against them, while this one keeps the secrets out of any
 * copy, export or log of `staff_accounts` alone (docs/staff.md "TOTP").
 */
export interface SecretBox {
  seal(staffId: string, secret: string): string;
  open(staffId: string, sealed: string): string;
}

export async function loadSecretBox(db: Database): Promise<SecretBox> {
  const encoded = await loadOrCreateKey(db, "staff-totp", async () => randomBytes(32).toString("base64url"));
  const key = Buffer.from(encoded, "base64url");
  return {
    seal(staffId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(staffId));
      const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(staffId, sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || !body) {
        throw new Error("unknown sealed TOTP secret format");
      }
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(staffId));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

/** Recovery codes: 10, each 60 random bits as `xxxx-xxxx-xxxx` (base32), shown once, stored as SHA-256. */
export const RECOVERY_CODE_COUNT = 10;
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((byte) => BASE32[byte % 32]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** A typed recovery code, spaces and dashes and case aside, hashed as stored. */
export function recoveryCodeHash(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, "");
  return createHash("sha256").update(normalized).digest("hex");
}
