// Every answer an API test receives is checked against the OpenAPI document the app serves
// (/api/docs/json): the operation of its method and path template must declare its status, the
// content type it was sent as, and a JSON body must match the declared schema. test/app.ts hands
// the tests an app whose inject() does this, so no test file asks for it.
//
//   const check = await answerCheckerOf(document);
//   const mismatch = check({ method: "GET", url: "/api/footer" }, response);   // undefined: as declared

import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsPlugin from "ajv-formats";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

type Schema = Record<string, unknown>;
type Answer = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { responses?: Record<string, Answer> };
export type AnswersDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** What a test sent: the method and URL (its query is left out of the path). */
export type SentRequest = { method?: string; url: string };

/** Says how an answer differs from the document (route, status, what), or undefined when it does not. */
export type AnswerChecker = (request: SentRequest, response: LightMyRequestResponse) => string | undefined;

const METHODS = new Set(["get", "put", "post", "delete", "patch"]);

/** A path template as a pattern: `{name}` is one segment (or part of one, as `{id}.pdf`). */
function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+");
  return new RegExp(`^${escaped}/?$`);
}

/** The literal characters of a template: Fastify's router prefers a static segment to a parameter. */
function literalLength(template: string): number {
  return template.replace(/\{[^}]+\}/g, "").length;
}

/** The body's text, decoded from the Content-Encoding it was sent in (the app sends br or gzip). */
function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") {
    return brotliDecompressSync(response.rawPayload).toString("utf8");
  }
  if (encoding === "gzip") {
    return gunzipSync(response.rawPayload).toString("utf8");
  }
  return response.body;
}

function mediaTypeOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers["content-type"];
  return typeof header === "string" ? header.split(";")[0]?.trim().toLowerCase() : undefined;
}

/** An Ajv for the schemas of an OpenAPI 3.1 document (JSON Schema 2020-12, formats checked). */
export function openApiAjv(): Ajv2020 {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12 with OpenAPI's own annotation keywords.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictTuples: false });
  ajv.addVocabulary(["example", "discriminator", "xml", "externalDocs"]);
  // ajv-formats is CommonJS: its default export is the plugin under Node's ESM and under TypeScript.
  const addFormats = addFormatsPlugin as unknown as (ajv: Ajv2020) => Ajv2020;
  addFormats(ajv);
  return ajv;
}

/** The checker of one document; its schemas compile on first use (a file's tests touch few routes). */
export function answerCheckerOf(document: AnswersDocument): AnswerChecker {
  const templates = Object.keys(document.paths)
    .sort((a, b) => literalLength(b) - literalLength(a))
    .map((template) => ({ template, pattern: templatePattern(template) }));
  const ajv = openApiAjv();
  const compiled = new Map<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  return (request, response) => {
    const method = (request.method ?? "GET").toLowerCase();
    const path = new URL(request.url, "http://localhost").pathname;
    // The provider, pages and the docs themselves are not in the document: nothing to check them by.
    if (!METHODS.has(method)) {
      return undefined;
    }
    const found = templates.find(
      ({ template, pattern }) => pattern.test(path) && document.paths[template]?.[method],
    );
    if (!found) {
      return undefined;
    }
    const route = `${method.toUpperCase()} ${found.template}`;
    const status = String(response.statusCode);
    const responses = document.paths[found.template]?.[method]?.responses ?? {};
    const declared = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    const sent = mediaTypeOf(response);
    if (!declared) {
      return `${route} answered ${status} (${sent ?? "no content type"}: ${response.body.slice(0, 200)}), which the document does not declare (it declares ${Object.keys(responses).join(", ")})`;
    }
    const content = declared.content ?? {};
    if (Object.keys(content).length === 0) {
      return response.rawPayload.length === 0
        ? undefined
        : `${route} answered ${status} with a body (${sent}), where the document declares none`;
    }
    const media = sent === undefined ? undefined : content[sent];
    if (!media) {
      return `${route} answered ${status} as ${sent ?? "no content type"}, where the document declares ${Object.keys(content).join(", ")}`;
    }
    if (sent !== "application/json" || !media.schema) {
      return undefined;
    }
    let body: unknown;
    try {
      body = JSON.parse(decodedBody(response));
    } catch {
      return `${route} answered ${status} as application/json (${String(response.headers["content-encoding"] ?? "not encoded")}) with a body that is not JSON: ${response.body.slice(0, 200)}`;
    }
    const validate = validatorOf(media.schema);
    if (validate(body)) {
      return undefined;
    }
    return `${route} answered ${status} with a body its schema refuses: ${ajv.errorsText(validate.errors, { dataVar: "body" })}`;
  };
}

/** The request's method and URL, as inject() takes it (a URL string, or options with `url` or `path`). */
function sentOf(options: string | InjectOptions): SentRequest | undefined {
  if (typeof options === "string") {
    return { url: options };
  }
  const url =
    typeof options.url === "string"
      ? options.url
      : typeof options.path === "string"
        ? options.path
        : undefined;
  return url === undefined ? undefined : { method: options.method, url };
}

/**
 * The app as the tests get it: inject(options) also checks the answer against the app's own
 * document (read on the first answer to check; a test may give another) and throws, naming the
 * route, the status and the validator's error, when it differs. Every other member is the app's.
 */
export function withCheckedAnswers(
  app: FastifyInstance,
  documentOf: () => Promise<AnswersDocument> = async () =>
    (await app.inject("/api/docs/json")).json() as AnswersDocument,
): FastifyInstance {
  let checker: Promise<AnswerChecker> | undefined;
  const checkerOf = () => {
    checker ??= documentOf().then(answerCheckerOf);
    return checker;
  };
  const inject = async (options: string | InjectOptions): Promise<LightMyRequestResponse> => {
    const response = await app.inject(options);
    const sent = sentOf(options);
    if (sent && !new URL(sent.url, "http://localhost").pathname.startsWith("/api/docs")) {
      const mismatch = (await checkerOf())(sent, response);
      if (mismatch) {
        throw new Error(`The answer is not the one the OpenAPI document declares: ${mismatch}`);
      }
    }
    return response;
  };
  return new Proxy(app, {
    get(target, key) {
      if (key === "inject") {
        return (...args: unknown[]) =>
          // The chained and callback forms are the app's own (no test checks answers that way).
          args.length === 1 && (typeof args[0] === "string" || typeof args[0] === "object")
            ? inject(args[0] as string | InjectOptions)
            : (target.inject as (...all: unknown[]) => unknown)(...args);
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
