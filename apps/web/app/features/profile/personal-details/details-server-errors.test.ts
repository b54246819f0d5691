import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api/api-error";
import { detailsServerErrors } from "./details-server-errors";
import { PROFILE_DETAILS, REGISTRATION_DETAILS } from "./details-values";

describe("detailsServerErrors (the server's refused fields on the registration form)", () => {
  it("marks each field a REGISTRATION_INCOMPLETE lists as required, by its form name, in form order", () => {
    const error = new ApiError(400, "REGISTRATION_INCOMPLETE", "Registration needs every profile field.", [
      { path: "zipCode", code: "required" },
      { path: "salutation", code: "required" },
      { path: "dateOfBirth", code: "required" },
      { path: "address", code: "required" },
    ]);
    expect(detailsServerErrors(REGISTRATION_DETAILS, error)).toEqual([
      { field: "gender", key: "Validation.Required" },
      { field: "birthDate", key: "Validation.Required" },
      { field: "address", key: "Validation.Required" },
      { field: "postalCode", key: "Validation.Required" },
    ]);
  });

  it("puts a too_young birth date under the age restriction", () => {
    const error = new ApiError(400, "AGE_RESTRICTION", "Customers must be at least 15 years old.", [
      { path: "dateOfBirth", code: "too_young" },
    ]);
    expect(detailsServerErrors(REGISTRATION_DETAILS, error)).toEqual([
      { field: "birthDate", key: "Validation.AgeRestriction" },
    ]);
  });

  it("translates each field code, a badly formed value with the field's own message", () => {
    const error = new ApiError(400, "BAD_REQUEST", "Invalid body field ...", [
      { path: "firstname", code: "too_long" },
      { path: "lastname", code: "too_short" },
      { path: "city", code: "control_character" },
      { path: "mobilePhone", code: "invalid_format" },
      { path: "zipCode", code: "invalid_format" },
      { path: "dateOfBirth", code: "invalid_value" },
      { path: "country", code: "invalid_format" },
      { path: "salutation", code: "invalid_value" },
    ]);
    expect(detailsServerErrors(REGISTRATION_DETAILS, error)).toEqual([
      { field: "gender", key: "Validation.Invalid" },
      { field: "firstName", key: "Validation.TooLong" },
      { field: "lastName", key: "Validation.TooShort" },
      { field: "birthDate", key: "Validation.Date" },
      { field: "mobilePhone", key: "Validation.Phone" },
      { field: "postalCode", key: "Validation.PostalCode" },
      { field: "city", key: "Validation.ControlCharacter" },
      { field: "country", key: "Validation.Invalid" },
    ]);
  });

  it("keeps the first code of a field and skips the fields the form does not show", () => {
    const error = new ApiError(400, "BAD_REQUEST", "Invalid body field ...", [
      { path: "interest.genres.1", code: "invalid_value" },
      { path: "nickname", code: "unknown_field" },
      { path: "city", code: "required" },
      { path: "city", code: "too_long" },
    ]);
    expect(detailsServerErrors(REGISTRATION_DETAILS, error)).toEqual([
      { field: "city", key: "Validation.Required" },
    ]);
  });

  it.each([
    // The message names fields, but only `fields` counts: the web never reads the message.
    new ApiError(400, "BAD_REQUEST", 'Invalid body field "mobilePhone": Invalid string'),
    new ApiError(400, "REGISTRATION_INCOMPLETE", "Registration needs every profile field; missing: city."),
    new ApiError(400, "BAD_REQUEST", "Nothing to change: send at least one field."),
    new ApiError(400, "BAD_REQUEST", "Invalid body field", [
      { path: "interest.events.0", code: "invalid_value" },
    ]),
    new ApiError(500, "INTERNAL", "Something went wrong on our side."),
    new TypeError("Failed to fetch"),
  ])("leaves other failures to the default toast: %s", (error) => {
    expect(detailsServerErrors(REGISTRATION_DETAILS, error)).toEqual([]);
  });
});

describe("detailsServerErrors on the profile's form", () => {
  it("leaves a refused opt-in to the default toast: the profile's form does not show it", () => {
    const error = new ApiError(400, "BAD_REQUEST", "Invalid body field", [
      { path: "hasLoyalty", code: "invalid_value" },
    ]);
    expect(detailsServerErrors(PROFILE_DETAILS, error)).toEqual([]);
    expect(detailsServerErrors(REGISTRATION_DETAILS, error)).toEqual([
      { field: "hasLoyalty", key: "Validation.Invalid" },
    ]);
  });
});
