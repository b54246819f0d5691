import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFrom } from "./api-error";

describe("apiErrorFrom: the refused fields", () => {
  it("keeps every field the API names, with its code", async () => {
    const fields = [
      { path: "firstname", code: "required" },
      { path: "interest.genres.1", code: "invalid_value" },
    ];
    const response = Response.json(
      { code: "REGISTRATION_INCOMPLETE", message: "Registration needs every profile field.", fields },
      { status: 400 },
    );
    const error = await apiErrorFrom(response);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "REGISTRATION_INCOMPLETE", fields });
  });

  it("has no fields when the API sends none", async () => {
    const response = Response.json({ code: "UNAUTHORIZED", message: "Token expired" }, { status: 401 });
    expect((await apiErrorFrom(response)).fields).toEqual([]);
    expect(new ApiError(500, "INTERNAL", "Boom").fields).toEqual([]);
  });

  it("drops malformed entries and reads a field code it does not know as invalid_value", async () => {
    const response = Response.json(
      {
        code: "BAD_REQUEST",
        message: "x",
        fields: [
          null,
          "city",
          { path: 3, code: "required" },
          { path: "city" },
          { path: "zipCode", code: "too_odd" },
        ],
      },
      { status: 400 },
    );
    expect((await apiErrorFrom(response)).fields).toEqual([{ path: "zipCode", code: "invalid_value" }]);
    const notAList = Response.json({ code: "BAD_REQUEST", message: "x", fields: { city: "required" } });
    expect((await apiErrorFrom(notAList)).fields).toEqual([]);
  });
});
