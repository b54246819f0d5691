import {
  ChangeMailResponseSchema,
  CheckCredentialsResponseSchema,
  DeleteAccountResponseSchema,
} from "@cinelux/contract/account";
import { ErrorResponseSchema } from "@cinelux/contract/errors";
import { describe, expect, it } from "vitest";
import { fakeDb } from "../fake-db";
import { FAKE_PASSWORD } from "./account-security";
import { BEARER_JSON, captchaAnswer, FR } from "./fakes-test-kit";

function call(path: string, method: string, body: unknown, captcha?: string): Promise<Response> {
  return fetch(`${FR}${path}?language=fr`, {
    method,
    headers: captcha ? { ...BEARER_JSON, "x-captcha-response": captcha } : BEARER_JSON,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function refusal(response: Response) {
  return { status: response.status, code: ErrorResponseSchema.parse(await response.json()).code };
}

const credentials = { mail: "Camille.Martin@example.com", password: FAKE_PASSWORD };

describe("fake e-mail change and deletion (docs/account-security.md)", () => {
  it("wants a fresh captcha answer on each step, as the server's guard", async () => {
    const path = "/api/accounts/me/checkCredentials";
    expect(await refusal(await call(path, "POST", credentials))).toEqual({
      status: 400,
      code: "CAPTCHA_REQUIRED",
    });
    expect(await refusal(await call(path, "POST", credentials, btoa("{}")))).toEqual({
      status: 400,
      code: "CAPTCHA_INVALID",
    });
    const once = await captchaAnswer();
    expect(
      CheckCredentialsResponseSchema.parse(await (await call(path, "POST", credentials, once)).json()),
    ).toEqual({ done: true });
    expect(await refusal(await call(path, "POST", credentials, once))).toEqual({
      status: 400,
      code: "CAPTCHA_REPLAYED",
    });
  });

  it("changes the address only after step 1, with the contract's rules", async () => {
    const path = "/api/accounts/me/email";
    const body = { newMail: "camille.new@example.com", newMailConfirmation: "Camille.New@example.com" };
    expect(await refusal(await call(path, "PATCH", body, await captchaAnswer()))).toEqual({
      status: 403,
      code: "CREDENTIALS_CHECK_REQUIRED",
    });
    expect(
      await refusal(
        await call(
          "/api/accounts/me/checkCredentials",
          "POST",
          { ...credentials, password: "nope" },
          await captchaAnswer(),
        ),
      ),
    ).toEqual({ status: 400, code: "CREDENTIALS_INVALID" });
    await call("/api/accounts/me/checkCredentials", "POST", credentials, await captchaAnswer());

    const mismatch = await call(
      path,
      "PATCH",
      { ...body, newMailConfirmation: "x@example.com" },
      await captchaAnswer(),
    );
    expect((await mismatch.json()).fields).toEqual([{ path: "newMailConfirmation", code: "invalid_value" }]);
    const same = { newMail: "camille.martin@example.com", newMailConfirmation: "camille.martin@example.com" };
    expect((await (await call(path, "PATCH", same, await captchaAnswer())).json()).fields).toEqual([
      { path: "newMail", code: "invalid_value" },
    ]);

    expect(
      ChangeMailResponseSchema.parse(await (await call(path, "PATCH", body, await captchaAnswer())).json()),
    ).toEqual({ done: true });
    expect(fakeDb().account).toMatchObject({ mail: "camille.new@example.com", mustVerifyMail: true });
    // The proof is spent by the change.
    expect((await call(path, "PATCH", body, await captchaAnswer())).status).toBe(403);
  });

  it("answers a deletion with what the account held", async () => {
    const response = await call("/api/accounts/me/delete", "POST", undefined);
    expect(DeleteAccountResponseSchema.parse(await response.json())).toEqual({
      deleted: true,
      lost: { pass: false, loyalty: true, advantages: 3, bookings: 2, paymentCard: true },
    });
  });
});
