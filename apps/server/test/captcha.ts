// The captcha a browser solves before a protected write (the `altcha` widget), solved by a test.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { TestApp } from "./app.ts";

type Challenge = Parameters<typeof solveChallenge>[0]["challenge"];

let challengeClients = 0;

/**
 * What the `altcha` widget sends: a challenge from GET /api/captcha, solved. Each challenge is asked
 * from an address of its own: a test file may solve more than GET /api/captcha's 60 a minute per address.
 */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  challengeClients += 1;
  const remoteAddress = `10.99.${Math.floor(challengeClients / 250) % 250}.${challengeClients % 250}`;
  const challenge: Challenge = (await t.app.inject({ url: "/api/captcha", remoteAddress })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) {
    throw new Error("the challenge went unsolved");
  }
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
