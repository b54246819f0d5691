import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { type AnswersDocument, openApiAjv } from "../../test/openapi-answers.ts";

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
  it("declares the files it sends under their media types, not as JSON", async () => {
    const document = (await t.app.inject("/api/docs/json")).json() as AnswersDocument;
    const typesOf = (path: string, status = "200") =>
      Object.keys(document.paths[path]?.get?.responses?.[status]?.content ?? {});
    expect(typesOf("/api/accounts/me/cards/picture/{id}.jpg")).toEqual(["image/jpeg"]);
    expect(typesOf("/api/accounts/me/subscription/invoice/{id}.pdf")).toEqual(["application/pdf"]);
    expect(typesOf("/api/accounts/me/subscription/contract")).toEqual(["application/pdf"]);
    expect(typesOf("/api/accounts/me/case/{id}/attachments/{attachmentId}")).toEqual([
      "image/jpeg",
      "application/pdf",
    ]);
    expect(typesOf("/media/{folder}/{file}")).toEqual(["image/avif", "image/webp", "image/jpeg"]);
    expect(typesOf("/media/{version}/trailers/{file}", "206")).toEqual(["video/webm", "video/mp4"]);
    // Their coded errors are still JSON.
    expect(typesOf("/api/accounts/me/subscription/contract", "404")).toEqual(["application/json"]);
  });

  it("declares on every /api route the coded 400 of the control-character guard", async () => {
    const document = (await t.app.inject("/api/docs/json")).json() as AnswersDocument;
    const without = Object.entries(document.paths).flatMap(([path, operations]) =>
      path.startsWith("/api/")
        ? Object.entries(operations)
            .filter(([, operation]) => !operation.responses?.["400"])
            .map(([method]) => `${method} ${path}`)
        : [],
    );
    expect(without).toEqual([]);
    expect(Object.keys(document.paths["/api/accounts/me"]?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401"]),
    );
  });

  it("lets a nullable enum hold its null: a feeling's emotion, an alert's account type", async () => {
    const document = (await t.app.inject("/api/docs/json")).json() as AnswersDocument;
    const answerOf = (path: string) =>
      document.paths[path]?.get?.responses?.["200"]?.content?.["application/json"]?.schema ?? {};
    const ajv = openApiAjv();
    const emotion = propertyNamed(answerOf("/api/accounts/me/feelings"), "emotion");
    expect([null, 3, 6].map((value) => ajv.validate(emotion, value))).toEqual([true, true, false]);
    const accountType = propertyNamed(answerOf("/api/alerts"), "accountType");
    expect([null, "subscriber", "staff"].map((value) => ajv.validate(accountType, value))).toEqual([
      true,
      true,
      false,
    ]);
  });
});

/** The schema of the first property called `name`, searched depth first through the schema. */
function propertyNamed(schema: unknown, name: string): Record<string, unknown> {
  const stack = [schema];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null) {
      continue;
    }
    const properties = (node as { properties?: Record<string, Record<string, unknown>> }).properties;
    const found = properties?.[name];
    if (found) {
      return found;
    }
    stack.push(...Object.values(node));
  }
  throw new Error(`no property ${name} in the schema`);
}
