import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api/api-error";
import { registerServerErrors } from "./register-server-errors";

describe("registerServerErrors (the server's refusals as field errors)", () => {
  it("marks each field a REGISTRATION_INCOMPLETE names as required", () => {
    const error = new ApiError(
      400,
      "REGISTRATION_INCOMPLETE",
      "Registration needs every profile field; missing: salutation, dateOfBirth, address, zipCode.",
    );
    expect(registerServerErrors(error)).toEqual([
      { field: "gender", key: "Validation.Required" },
      { field: "birthDate", key: "Validation.Required" },
      { field: "address", key: "Validation.Required" },
      { field: "postalCode", key: "Validation.Required" },
    ]);
  });

  it("puts an AGE_RESTRICTION on the birth date", () => {
    const error = new ApiError(400, "AGE_RESTRICTION", "Customers must be at least 15 years old.");
    expect(registerServerErrors(error)).toEqual([{ field: "birthDate", key: "Validation.AgeRestriction" }]);
  });

  it("puts a BAD_REQUEST on the field it names, with that field's message", () => {
    const error = new ApiError(400, "BAD_REQUEST", 'Invalid body field "mobilePhone": Invalid string');
    expect(registerServerErrors(error)).toEqual([{ field: "mobilePhone", key: "Validation.Phone" }]);
  });

  it.each([
    new ApiError(400, "BAD_REQUEST", "Nothing to change: send at least one field."),
    new ApiError(500, "INTERNAL", "Something went wrong on our side."),
    new TypeError("Failed to fetch"),
  ])("leaves other failures to the default toast: %s", (error) => {
    expect(registerServerErrors(error)).toEqual([]);
  });
});
