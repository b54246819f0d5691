import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";

const t = useTestApp({ seed: false });

describe("the API documentation, built on its first request", () => {
  it("answers the requests that arrive while it builds, then the same document each time", async () => {
    const [json, page, again] = await Promise.all([
      t.app.inject("/api/docs/json"),
      t.app.inject("/api/docs"),
      t.app.inject("/api/docs/json"),
    ]);
    expect(json.statusCode).toBe(200);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(again.body).toBe(json.body);
    const document = json.json() as { paths: Record<string, unknown> };
    // Routes registered anywhere in the app are described; hidden ones (pages, provider) are not.
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/accounts/me", "/api/footer"]));
    expect(Object.keys(document.paths).some((path) => path.startsWith("/idp") || path === "/*")).toBe(false);
    expect((await t.app.inject("/api/docs/json")).body).toBe(json.body);
  });

  it("leaves HEAD and unknown documentation paths to the documentation's own router", async () => {
    expect((await t.app.inject({ method: "HEAD", url: "/api/docs/json" })).statusCode).toBe(200);
    expect((await t.app.inject("/api/docs/no-such-file")).statusCode).toBe(404);
  });

  it("is a valid OpenAPI document, as a maintained parser reads it", async () => {
    const document = (await t.app.inject("/api/docs/json")).json() as Record<string, unknown>;
    // The parser dereferences in place: it reads a copy, not the document the other tests read.
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    // The parser's own account of every error (schema and specification rules), so a failure says what.
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(result.warnings).toEqual([]);
  });
});
