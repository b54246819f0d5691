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
});
