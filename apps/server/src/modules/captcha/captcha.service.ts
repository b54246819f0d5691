import type { CaptchaChallengeResponse } from "@cinelux/contract";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import * as z from "zod";
import type { Database } from "../../db/client.ts";
import { type CaptchaSecrets, loadCaptchaSecrets, markChallengeUsed } from "./captcha.repository.ts";

/**
 * ALTCHA proof of work (DESIGN.md "Captcha"). Deterministic mode: the server picks the counter the
 * browser must find, so the work is bounded (about a second on a phone, docs/identity.md) and
 * verifying costs one HMAC.
 */
export const CAPTCHA = {
  algorithm: "PBKDF2/SHA-256",
  cost: 1_000,
  counterMin: 1_000,
  counterMax: 5_000,
  ttlSeconds: 10 * 60,
  /** A payload is base64 JSON of a few hundred bytes; anything much longer is not one. */
  maxPayloadLength: 4_096,
} as const;

/** The range of the counter a solver must find: the whole proof of work. */
export interface CaptchaWork {
  counterMin: number;
  counterMax: number;
}

export type CaptchaVerdict = "verified" | "missing" | "invalid" | "reused";

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(CAPTCHA.algorithm),
        expiresAt: z.number().int().positive(),
      })
      .loose(),
    signature: z.string().min(1).max(256),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }).loose(),
});

export interface Captcha {
  /** A new signed challenge, valid `CAPTCHA.ttlSeconds`. */
  challenge(): Promise<CaptchaChallengeResponse>;
  /** Checks the widget's payload (base64 JSON) and spends it: a payload passes once. */
  verify(payload: string | undefined): Promise<CaptchaVerdict>;
}

export function createCaptcha(options: { db: Database; work?: CaptchaWork }): Captcha {
  const { db } = options;
  const work = options.work ?? CAPTCHA;
  let secrets: Promise<CaptchaSecrets> | undefined;
  const loadSecrets = () => {
    secrets ??= loadCaptchaSecrets(db).catch((error: unknown) => {
      secrets = undefined;
      throw error;
    });
    return secrets;
  };

  return {
    async challenge() {
      const { signature, key } = await loadSecrets();
      const challenge = await createChallenge({
        algorithm: CAPTCHA.algorithm,
        cost: CAPTCHA.cost,
        counter: randomInt(work.counterMax, work.counterMin),
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA.ttlSeconds * 1000),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      });
      return challenge as CaptchaChallengeResponse;
    },

    async verify(payload) {
      if (!payload) {
        return "missing";
      }
      if (payload.length > CAPTCHA.maxPayloadLength) {
        return "invalid";
      }
      let parsed: z.infer<typeof PayloadSchema>;
      try {
        parsed = PayloadSchema.parse(JSON.parse(Buffer.from(payload, "base64").toString("utf8")));
      } catch {
        return "invalid";
      }
      const { signature, key } = await loadSecrets();
      try {
        const result = await verifySolution({
          // Shape checked above; altcha-lib checks the rest (signature, expiry, derived key).
          challenge: parsed.challenge as unknown as Parameters<typeof verifySolution>[0]["challenge"],
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: signature,
          hmacKeySignatureSecret: key,
        });
        if (!result.verified) {
          return "invalid";
        }
      } catch {
        return "invalid";
      }
      // Single use: the signature names the challenge; the row lives as long as the challenge could.
      const expiresAt = new Date(parsed.challenge.parameters.expiresAt * 1000);
      const fresh = await markChallengeUsed(db, parsed.challenge.signature, expiresAt);
      return fresh ? "verified" : "reused";
    },
  };
}
