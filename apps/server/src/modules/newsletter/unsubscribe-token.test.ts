import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { signUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

const SECRETS = ["first-secret-for-the-tests-0123456789"];
const ACCOUNT = "0b6c3a52-6f7e-4a43-9d1c-2f0e6f1f9a11";
const OTHER = "7d1e2f3a-1b2c-4d5e-8f90-a1b2c3d4e5f6";
const DAY_MS = 86_400_000;

function refusal(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) {
      return `${error.code} ${error.status}`;
    }
    throw error;
  }
  throw new Error("the token was accepted");
}

/** The token with its payload re-encoded after `change`, the signature kept. */
function withPayload(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload as string, "base64url").toString());
  change(claims);
  return `${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
}

/** The token with the signature's first character changed (always 6 signed bits, never padding). */
function flipSignature(token: string): string {
  const [payload, signature] = token.split(".") as [string, string];
  return `${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
}

describe("unsubscribe tokens", () => {
  it("carry the account, the category and a 60-day expiry through a round trip", () => {
    const now = new Date("2026-03-01T10:00:00Z");
    for (const category of ["filmnews", "filmtips", "account", "servicemail"] as const) {
      const token = signUnsubscribeToken(SECRETS, { accountId: ACCOUNT, category, now });
      expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(verifyUnsubscribeToken(SECRETS, token, now)).toEqual({
        accountId: ACCOUNT,
        category,
        expiresAt: new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS),
      });
    }
  });

  it("name a category this version does not know 'unknown'", () => {
    const token = signUnsubscribeToken(SECRETS, { accountId: ACCOUNT, category: "partners" });
    expect(verifyUnsubscribeToken(SECRETS, token).category).toBe("unknown");
  });

  it("refuse a tampered account, category or expiry, and a tampered signature, as invalid", () => {
    const token = signUnsubscribeToken(SECRETS, { accountId: ACCOUNT, category: "filmnews" });
    const tampered = [
      withPayload(token, (claims) => {
        claims.a = OTHER;
      }),
      withPayload(token, (claims) => {
        claims.c = "filmtips";
      }),
      withPayload(token, (claims) => {
        claims.e = (claims.e as number) + 86_400;
      }),
      flipSignature(token),
      `${token}.extra`,
      token.split(".")[0] as string,
    ];
    for (const candidate of tampered) {
      expect(refusal(() => verifyUnsubscribeToken(SECRETS, candidate))).toBe("NEWSLETTER_TOKEN_INVALID 400");
    }
  });

  it("refuse a token forged with another secret, and garbage, as invalid", () => {
    const forged = signUnsubscribeToken(["someone-elses-secret"], {
      accountId: ACCOUNT,
      category: "filmnews",
    });
    for (const candidate of [forged, "", "abc", "a.b", "%%%.***", `${"A".repeat(40)}.${"B".repeat(43)}`]) {
      expect(refusal(() => verifyUnsubscribeToken(SECRETS, candidate))).toBe("NEWSLETTER_TOKEN_INVALID 400");
    }
  });

  it("refuse a genuine token once expired, and an expired forged one as invalid", () => {
    const signedAt = new Date("2026-01-01T00:00:00Z");
    const token = signUnsubscribeToken(SECRETS, { accountId: ACCOUNT, category: "filmtips", now: signedAt });
    const lastDay = new Date(signedAt.getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS - 1000);
    expect(verifyUnsubscribeToken(SECRETS, token, lastDay).category).toBe("filmtips");
    const after = new Date(signedAt.getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS);
    expect(refusal(() => verifyUnsubscribeToken(SECRETS, token, after))).toBe("NEWSLETTER_TOKEN_EXPIRED 410");
    const forged = signUnsubscribeToken(["other"], {
      accountId: ACCOUNT,
      category: "filmtips",
      now: signedAt,
    });
    expect(refusal(() => verifyUnsubscribeToken(SECRETS, forged, after))).toBe(
      "NEWSLETTER_TOKEN_INVALID 400",
    );
  });

  it("still verify a token of the previous secret once a new one signs", () => {
    const old = signUnsubscribeToken(SECRETS, { accountId: ACCOUNT, category: "filmnews" });
    const rotated = ["new-secret", ...SECRETS];
    expect(verifyUnsubscribeToken(rotated, old).accountId).toBe(ACCOUNT);
    const fresh = signUnsubscribeToken(rotated, { accountId: ACCOUNT, category: "filmnews" });
    expect(refusal(() => verifyUnsubscribeToken(SECRETS, fresh))).toBe("NEWSLETTER_TOKEN_INVALID 400");
  });
});
