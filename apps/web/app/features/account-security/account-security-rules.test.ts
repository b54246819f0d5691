// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api/api-error";
import { rememberConfirmedDeletion, takeConfirmedDeletion } from "./deletion-resume";
import { mailChangeFailure } from "./mail-change-errors";
import { credentialsResolver, newMailResolver, sameMail } from "./mail-change-rules";

const resolverArgs = [undefined, { fields: {}, shouldUseNativeValidation: false }] as const;

describe("the e-mail change forms (contract rules, our messages)", () => {
  it("step 1 needs the address and the password", async () => {
    const result = await credentialsResolver({ mail: " ", password: "" }, ...resolverArgs);
    expect(result.errors).toMatchObject({
      mail: { message: "Validation.Required" },
      password: { message: "Validation.Required" },
    });
    expect((await credentialsResolver({ mail: "a@b.fr", password: "x" }, ...resolverArgs)).errors).toEqual(
      {},
    );
  });

  it("step 2 wants a valid new address, typed twice alike, not the current one", async () => {
    const resolve = newMailResolver("camille@example.com");
    const check = async (newMail: string, newMailConfirmation: string) =>
      (await resolve({ newMail, newMailConfirmation }, ...resolverArgs)).errors;
    expect(await check("not-a-mail", "not-a-mail")).toMatchObject({
      newMail: { message: "AccountSecurity.Mail.InvalidMail" },
    });
    expect(await check("new@example.com", "other@example.com")).toMatchObject({
      newMailConfirmation: { message: "AccountSecurity.Mail.Mismatch" },
    });
    expect(await check(" Camille@Example.com", "camille@example.com")).toMatchObject({
      newMail: { message: "AccountSecurity.Mail.SameAsCurrent" },
    });
    expect(await check("", "")).toMatchObject({ newMail: { message: "Validation.Required" } });
    expect(await check("New@Example.com", "new@example.com ")).toEqual({});
  });

  it("compares addresses as the server stores them", () => {
    expect(sameMail(" A@B.fr ", "a@b.fr")).toBe(true);
    expect(sameMail("a@b.fr", "a@c.fr")).toBe(false);
  });
});

describe("where a refused e-mail change call shows", () => {
  const fields = ["newMail", "newMailConfirmation"];

  it("puts field errors on the form's fields, in their words", () => {
    const error = new ApiError(400, "BAD_REQUEST", "This is already the account's e-mail address.", [
      { path: "newMail", code: "invalid_value" },
    ]);
    expect(mailChangeFailure(error, fields)).toEqual({
      kind: "fields",
      fields: [{ field: "newMail", key: "AccountSecurity.Mail.SameAsCurrent" }],
    });
  });

  it("tells wrong credentials, refused captchas and a lapsed step 1 apart; the rest goes to a toast", () => {
    expect(mailChangeFailure(new ApiError(400, "CREDENTIALS_INVALID", ""), fields).kind).toBe("credentials");
    expect(mailChangeFailure(new ApiError(400, "CAPTCHA_REPLAYED", ""), fields).kind).toBe("captcha");
    expect(mailChangeFailure(new ApiError(403, "CREDENTIALS_CHECK_REQUIRED", ""), fields).kind).toBe(
      "proof-expired",
    );
    expect(mailChangeFailure(new ApiError(429, "RATE_LIMITED", "Too many."), fields).kind).toBe("toast");
    expect(
      mailChangeFailure(
        new ApiError(400, "BAD_REQUEST", "", [{ path: "language", code: "invalid_value" }]),
        fields,
      ).kind,
    ).toBe("toast");
    expect(mailChangeFailure(new TypeError("network"), fields).kind).toBe("toast");
  });
});

describe("the deletion's way back from the provider", () => {
  it("marks the return URL and reopens once within 15 minutes", () => {
    const now = Date.UTC(2026, 0, 1);
    const back = rememberConfirmedDeletion(new URL("https://cinelux.fr/fr/profile?tab=1"), now);
    expect(back.toString()).toBe("https://cinelux.fr/fr/profile?tab=1&deleteAccount=resume");
    expect(takeConfirmedDeletion(now + 60_000)).toBe(true);
    expect(takeConfirmedDeletion(now + 60_000)).toBe(false);

    rememberConfirmedDeletion(new URL("https://cinelux.fr/fr/profile"), now);
    expect(takeConfirmedDeletion(now + 16 * 60_000)).toBe(false);
  });
});
