import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { endpointsCalledTwice, endpointsOf, type SourceFile } from "./endpoint-requests";

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../..");
const APP = join(REPO, "apps/web/app");

/**
 * The browser's sources: tests, test kits and the fakes (which answer, not call) left out, and the
 * `.server.ts` modules, whose reads run on the server and fill no query cache.
 */
function productionSources(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ["+types", "mocks", "testing"].includes(entry.name) ? [] : productionSources(path);
    }
    if (!/\.tsx?$/.test(entry.name) || /\.(test|server)\.tsx?$/.test(entry.name)) {
      return [];
    }
    return [{ path: relative(REPO, path).split("\\").join("/"), text: readFileSync(path, "utf8") }];
  });
}

describe("one query or mutation per endpoint", () => {
  it("no two files of the web call the same endpoint", () => {
    const files = productionSources(APP);
    expect(files.flatMap((file) => endpointsOf(file.text))).toContain("GET /api/accounts/me/cards");
    const twice = [...endpointsCalledTwice(files)].map(
      ([endpoint, paths]) => `${endpoint}: ${paths.join(", ")}`,
    );
    expect(twice).toEqual([]);
  });

  it("names an endpoint by its method and path, whatever the parameters and query", () => {
    expect(
      endpointsOf(`
// apiRequest({ path: "/api/in-a-comment" })
const get = () => apiRequest({ path: \`/api/accounts/me/feelings?filter=\${filter}\`, language });
const patch = () => apiRequest({
  path: "/api/accounts/me/notifications",
  language,
  method: "PATCH",
  body,
});
const upload = () => authorizedFetch("/api/accounts/me/updatePhoto", language, { method: "POST" });
const file = \`/api/accounts/me/case/\${encodeURIComponent(id)}/attachments/\${attachment}\`;
const allowed = ["/api/settings", "/api/cinemas"];
async function createCase() {
  const url = apiUrl("/api/accounts/me/case", language, origin);
  return fetch(url, { method: "POST", body });
}
      `),
    ).toEqual([
      "GET /api/accounts/me/feelings",
      "PATCH /api/accounts/me/notifications",
      "POST /api/accounts/me/updatePhoto",
      "POST /api/accounts/me/case",
    ]);
  });

  it("fails on two files that each fetch the same endpoint, naming both", () => {
    const request =
      'export const get = () => apiRequest<Cards>({ path: "/api/accounts/me/cards", language });';
    const twice = endpointsCalledTwice([
      { path: "apps/web/app/shell/alerts/queries.ts", text: request },
      { path: "apps/web/app/features/subscription/api/get-cards.ts", text: request },
      {
        path: "apps/web/app/features/subscription/api/attach-card.ts",
        text: 'apiRequest({ path: "/api/accounts/me/cards", method: "PATCH", body })',
      },
    ]);
    expect([...twice]).toEqual([
      [
        "GET /api/accounts/me/cards",
        ["apps/web/app/shell/alerts/queries.ts", "apps/web/app/features/subscription/api/get-cards.ts"],
      ],
    ]);
  });
});
