import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFrom } from "./api-error";
import { apiUrl } from "./json-exchange";

describe("apiUrl", () => {
  it("adds the language query parameter (SPEC 7)", () => {
    expect(apiUrl("/api/accounts/me", "nl", "http://localhost:3000").href).toBe(
      "http://localhost:3000/api/accounts/me?language=nl",
    );
  });

  it("replaces a language already in the path's query", () => {
    expect(apiUrl("/api/cinemas?city=idf&language=fr", "en", "http://localhost").search).toBe(
      "?city=idf&language=en",
    );
  });
});

describe("apiErrorFrom", () => {
  it("keeps the coded error the API sends", async () => {
    const response = Response.json({ code: "UNAUTHORIZED", message: "Token expired" }, { status: 401 });
    const error = await apiErrorFrom(response);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "UNAUTHORIZED", message: "Token expired" });
  });

  it("falls back to a generic code when the body is not the API's", async () => {
    const response = new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" });
    expect(await apiErrorFrom(response)).toMatchObject({ status: 502, code: "HTTP_ERROR" });
  });
});
