import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { MAIL_CATEGORIES, type MailCategory, type NewsletterCategory } from "@cinelux/contract";
import * as z from "zod";
import type { Database } from "../../db/client.ts";
import { loadOrCreateKey } from "../../db/keys.ts";
import { AppError } from "../../lib/app-error.ts";

/** How long an unsubscribe link works (docs/newsletter.md); CAN-SPAM asks for 30 days at least. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;
const DAY_MS = 86_400_000;
/** Domain separation: this secret's MAC can never be taken for another purpose's. */
const PURPOSE = "cinelux-unsubscribe-v1";
const PART = /^[A-Za-z0-9_-]+$/;

/** The payload as signed: account id, category, expiry in Unix seconds. */
const ClaimsSchema = z.object({ a: z.uuid(), c: z.string().min(1).max(40), e: z.number().int() }).strict();

export interface UnsubscribeClaims {
  accountId: string;
  /** A category this version does not know is "unknown" (SPEC 7). */
  category: NewsletterCategory;
  expiresAt: Date;
}

/**
 * The secrets, shared by every server process through `identity_keys`: the first signs, every one
 * verifies, so a new secret can be put in front of the old one without breaking mails already sent.
 */
export async function loadUnsubscribeSecrets(db: Database): Promise<string[]> {
  return loadOrCreateKey(db, "newsletter-unsubscribe", async () => [randomBytes(32).toString("base64url")]);
}

function mac(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}.${payload}`).digest();
}

/** `base64url(payload).base64url(HMAC-SHA256)`. `category` is a string only so tests can sign tomorrow's. */
export function signUnsubscribeToken(
  secrets: readonly string[],
  claims: { accountId: string; category: MailCategory | (string & {}); now?: Date },
): string {
  const [secret] = secrets;
  if (!secret) {
    throw new Error("no unsubscribe secret");
  }
  const expiresMs = (claims.now ?? new Date()).getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS;
  const payload = Buffer.from(
    JSON.stringify({ a: claims.accountId, c: claims.category, e: Math.floor(expiresMs / 1000) }),
  ).toString("base64url");
  return `${payload}.${mac(secret, payload).toString("base64url")}`;
}

const invalid = () => new AppError("NEWSLETTER_TOKEN_INVALID");

/**
 * The claims of a genuine, unexpired token. The MAC is compared in constant time before the payload
 * is read; a forged or altered token is NEWSLETTER_TOKEN_INVALID, an expired genuine one
 * NEWSLETTER_TOKEN_EXPIRED.
 */
export function verifyUnsubscribeToken(
  secrets: readonly string[],
  token: string,
  now: Date = new Date(),
): UnsubscribeClaims {
  const parts = token.split(".");
  const [payload, signature] = parts;
  if (parts.length !== 2 || !payload || !signature || !PART.test(payload) || !PART.test(signature)) {
    throw invalid();
  }
  const given = Buffer.from(signature, "base64url");
  const genuine = secrets.some((secret) => {
    const expected = mac(secret, payload);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!genuine) {
    throw invalid();
  }
  let claims: z.infer<typeof ClaimsSchema>;
  try {
    claims = ClaimsSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    throw invalid();
  }
  const expiresAt = new Date(claims.e * 1000);
  if (expiresAt.getTime() <= now.getTime()) {
    throw new AppError("NEWSLETTER_TOKEN_EXPIRED");
  }
  const category = (MAIL_CATEGORIES as readonly string[]).includes(claims.c)
    ? (claims.c as MailCategory)
    : "unknown";
  return { accountId: claims.a, category, expiresAt };
}
