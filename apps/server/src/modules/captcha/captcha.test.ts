import { CaptchaChallengeResponseSchema } from "@cinelux/contract";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { CAPTCHA, createCaptcha } from "./captcha.service.ts";

// The production proof of work (other API tests solve a lighter one, test/app.ts).
const t = useTestApp({ seed: false, captchaWork: "production" });

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

describe("GET /api/captcha", () => {
  it("gives anyone a signed challenge that expires, never cached", async () => {
    const response = await t.app.inject("/api/captcha");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const challenge = CaptchaChallengeResponseSchema.parse(response.json());
    expect(challenge.parameters.algorithm).toBe(CAPTCHA.algorithm);
    const lifetime = (challenge.parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(CAPTCHA.ttlSeconds - 5);
    expect(lifetime).toBeLessThanOrEqual(CAPTCHA.ttlSeconds);
  });
});

describe("captcha answers", () => {
  it("pass once when solved, and never when missing, forged or tampered with", async () => {
    const captcha = createCaptcha({ db: t.database.db });
    const challenge = (await t.app.inject("/api/captcha")).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    // The work a browser does: a counter of at least CAPTCHA.counterMin PBKDF2 derivations.
    expect(solution?.counter).toBeGreaterThanOrEqual(CAPTCHA.counterMin);
    const payload = encode({ challenge, solution });

    // Another process (another Captcha instance) shares the secret and the single-use record.
    expect(await captcha.verify(undefined)).toBe("missing");
    expect(await captcha.verify("not base64 json")).toBe("invalid");
    expect(
      await captcha.verify(encode({ challenge, solution: { ...solution, derivedKey: "00".repeat(32) } })),
    ).toBe("invalid");
    const longer = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt + 3600 },
    };
    expect(await captcha.verify(encode({ challenge: longer, solution }))).toBe("invalid");
    expect(await captcha.verify(payload)).toBe("verified");
    expect(await captcha.verify(payload)).toBe("reused");
  });
});
