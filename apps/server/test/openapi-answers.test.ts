import { brotliCompressSync, gzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { useTestApp } from "./app.ts";
import { type AnswersDocument, answerCheckerOf, withCheckedAnswers } from "./openapi-answers.ts";

const t = useTestApp({ seed: false });

/** The served document, as a copy a test may change. */
async function documentCopy(): Promise<AnswersDocument> {
  return structuredClone((await t.openApi()) as unknown as AnswersDocument);
}

/** The footer's JSON answer as the document declares it (a public read every domain has). */
function footerAnswer(document: AnswersDocument) {
  const answer = document.paths["/api/footer"]?.get?.responses?.["200"];
  if (!answer?.content?.["application/json"]?.schema) {
    throw new Error("the document declares no JSON answer for GET /api/footer");
  }
  return answer as { content: Record<string, { schema: Record<string, unknown> }> };
}

describe("the answers API tests receive, checked against the OpenAPI document", () => {
  it("passes an answer as declared, through the test app's inject", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/footer?language=fr" });
    expect(response.statusCode).toBe(200);
    expect(answerCheckerOf(await documentCopy())({ method: "GET", url: "/api/footer" }, response)).toBe(
      undefined,
    );
  });

  it("names the route, the status and the validator's error when the body does not match", async () => {
    const document = await documentCopy();
    const json = footerAnswer(document).content["application/json"];
    if (json) {
      json.schema = { type: "array" };
    }
    const response = await t.app.inject("/api/footer");
    expect(answerCheckerOf(document)({ url: "/api/footer?language=fr" }, response)).toBe(
      "GET /api/footer answered 200 with a body its schema refuses: body must be array",
    );
  });

  it("refuses a status the operation does not declare, and a content type it does not declare", async () => {
    const response = await t.app.inject("/api/footer");
    const undeclared = await documentCopy();
    const responses = undeclared.paths["/api/footer"]?.get?.responses ?? {};
    delete responses["200"];
    expect(answerCheckerOf(undeclared)({ url: "/api/footer" }, response)).toMatch(
      /^GET \/api\/footer answered 200 .*which the document does not declare/,
    );
    const otherType = await documentCopy();
    const answer = footerAnswer(otherType);
    answer.content = { "image/jpeg": { schema: {} } };
    expect(answerCheckerOf(otherType)({ url: "/api/footer" }, response)).toBe(
      "GET /api/footer answered 200 as application/json, where the document declares image/jpeg",
    );
  });

  it("fails the request itself: inject throws on an answer the document does not declare", async () => {
    const document = await documentCopy();
    const responses = document.paths["/api/v2/survey"]?.get?.responses ?? {};
    responses["401"] = { description: "declared without a body" };
    const checked = withCheckedAnswers(t.app, async () => document);
    await expect(checked.inject({ method: "GET", url: "/api/v2/survey" })).rejects.toThrow(
      "The answer is not the one the OpenAPI document declares: GET /api/v2/survey answered 401 with a body (application/json), where the document declares none",
    );
    // The app's own document declares the answer: the same request passes.
    expect((await t.app.inject({ method: "GET", url: "/api/v2/survey" })).statusCode).toBe(401);
  });

  it("reads a compressed answer's JSON after decoding it", async () => {
    const document = await documentCopy();
    const json = footerAnswer(document).content["application/json"];
    if (json) {
      json.schema = { type: "array" };
    }
    const plain = await t.app.inject("/api/footer");
    // The footer of an empty database is under the compression threshold: its bytes, encoded here.
    for (const [encoding, encode] of [
      ["br", brotliCompressSync],
      ["gzip", gzipSync],
    ] as const) {
      const rawPayload = encode(plain.rawPayload);
      const compressed = {
        statusCode: 200,
        headers: { ...plain.headers, "content-encoding": encoding },
        rawPayload,
        body: rawPayload.toString("latin1"),
      } as unknown as LightMyRequestResponse;
      expect(answerCheckerOf(document)({ url: "/api/footer" }, compressed)).toBe(
        "GET /api/footer answered 200 with a body its schema refuses: body must be array",
      );
    }
  });
});
