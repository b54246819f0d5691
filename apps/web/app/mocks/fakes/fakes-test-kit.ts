import { CaptchaChallengeResponseSchema } from "@cinelux/contract/captcha";

/** The French site's dev origin: the tests call the fakes as the browser does. */
export const FR = "http://localhost:5173";

/** A signed-in call's headers: the fakes take any Bearer token. */
export const BEARER = { authorization: "Bearer fake-access-token" };

/** A signed-in JSON write's headers. */
export const BEARER_JSON = { ...BEARER, "content-type": "application/json" };

/** What the widget sends once it solved a fresh challenge of the fake. */
export async function captchaAnswer(): Promise<string> {
  const challenge = CaptchaChallengeResponseSchema.parse(await (await fetch(`${FR}/api/captcha`)).json());
  return btoa(JSON.stringify({ challenge, solution: { counter: 0, derivedKey: "" } }));
}
