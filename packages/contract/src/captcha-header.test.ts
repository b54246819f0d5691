import { describe, expect, it } from "vitest";
import { CAPTCHA_HEADER as HEADER_FROM_SCHEMAS } from "./captcha.ts";
import { CAPTCHA_ERROR_CODES, CAPTCHA_HEADER } from "./captcha-header.ts";
import { ERROR_STATUS } from "./errors.ts";

describe("the captcha header module (zod-free, for the web's every-page code)", () => {
  it("is the one the schemas module exports", () => {
    expect(CAPTCHA_HEADER).toBe("x-captcha-response");
    expect(HEADER_FROM_SCHEMAS).toBe(CAPTCHA_HEADER);
  });

  it("names refusal codes the API answers, each a 400", () => {
    for (const code of CAPTCHA_ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBe(400);
    }
  });
});
