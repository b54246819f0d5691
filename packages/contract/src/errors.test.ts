import { describe, expect, it } from "vitest";
import { UpdateAccountRequestSchema } from "./account.ts";
import { ErrorResponseSchema, FIELD_ERROR_CODES, fieldErrorsOf, isFieldErrorCode } from "./errors.ts";

/** The fields a PATCH /api/accounts/me body is refused for, as the server names them. */
function refusedFields(body: unknown) {
  const result = UpdateAccountRequestSchema.safeParse(body);
  if (result.success) {
    throw new Error("the body was accepted");
  }
  return fieldErrorsOf(result.error.issues, body);
}

describe("ErrorResponseSchema", () => {
  it("carries the refused fields, each with a field code", () => {
    const body = {
      code: "REGISTRATION_INCOMPLETE",
      message: "Registration needs every profile field; missing: lastname, city.",
      fields: [
        { path: "lastname", code: "required" },
        { path: "interest.genres.1", code: "invalid_value" },
      ],
    };
    expect(ErrorResponseSchema.parse(body)).toEqual(body);
  });

  it("leaves the fields out when the failure is not about fields", () => {
    expect(ErrorResponseSchema.parse({ code: "UNAUTHORIZED", message: "No token." })).toEqual({
      code: "UNAUTHORIZED",
      message: "No token.",
    });
  });

  it("refuses a field without a path or with an unknown code", () => {
    for (const fields of [[{ code: "required" }], [{ path: "city", code: "too_pretty" }], "city"]) {
      expect(ErrorResponseSchema.safeParse({ code: "BAD_REQUEST", message: "x", fields }).success).toBe(
        false,
      );
    }
  });

  it("lists the field codes", () => {
    expect(FIELD_ERROR_CODES).toEqual([
      "required",
      "too_short",
      "too_long",
      "invalid_format",
      "invalid_value",
      "unknown_field",
      "too_young",
      "control_character",
    ]);
    expect(isFieldErrorCode("too_young")).toBe(true);
    expect(isFieldErrorCode("Too_Young")).toBe(false);
  });
});

describe("fieldErrorsOf (zod issues as field codes)", () => {
  it("names every refused field, not only the first", () => {
    expect(
      refusedFields({
        firstname: "   ",
        lastname: "x".repeat(61),
        dateOfBirth: "17/05/1994",
        zipCode: "!!",
        salutation: "sir",
        registered: "yes",
        city: null,
      }),
    ).toEqual([
      { path: "salutation", code: "invalid_value" },
      { path: "firstname", code: "required" },
      { path: "lastname", code: "too_long" },
      { path: "dateOfBirth", code: "invalid_format" },
      { path: "zipCode", code: "invalid_format" },
      { path: "city", code: "required" },
      { path: "registered", code: "invalid_value" },
    ]);
  });

  it("names each unknown field, inside objects too, with its dotted path", () => {
    expect(
      refusedFields({ nickname: "cam", email: "a@b.c", interest: { genres: [], events: [], extra: [] } }),
    ).toEqual([
      { path: "interest.extra", code: "unknown_field" },
      { path: "nickname", code: "unknown_field" },
      { path: "email", code: "unknown_field" },
    ]);
  });

  it("dots into lists and names a too long list and a refinement", () => {
    expect(refusedFields({ interest: { genres: ["horror", "not-a-genre"], events: [] } })).toEqual([
      { path: "interest.genres.1", code: "invalid_value" },
    ]);
    expect(
      refusedFields({ interest: { genres: Array.from({ length: 500 }, () => "horror"), events: [] } }),
    ).toContainEqual({ path: "interest.genres", code: "too_long" });
    expect(refusedFields({ interest: { genres: ["horror", "horror"], events: [] } })).toEqual([
      { path: "interest.genres", code: "invalid_value" },
    ]);
  });

  it("maps too_small to too_short past one character, and names no field for the whole input", () => {
    expect(fieldErrorsOf([{ code: "too_small", path: ["code"], origin: "string", minimum: 4 }], {})).toEqual([
      { path: "code", code: "too_short" },
    ]);
    expect(refusedFields("not an object")).toEqual([]);
  });
});
