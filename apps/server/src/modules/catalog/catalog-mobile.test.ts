import type { CinemasResponse, SettingsResponse } from "@cinelux/contract";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { MOBILE_KEY_HEADER } from "./catalog.http.ts";

const t = useTestApp();

const FR = "localhost:3000";
const NL = "nl.localhost:3000";

async function settingsOf(host: string): Promise<SettingsResponse> {
  const response = await t.app.inject({ method: "GET", url: "/api/settings", headers: { host } });
  return response.json() as SettingsResponse;
}

async function call(url: string, host: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers: { host, ...headers } });
}

async function failure(url: string, host: string, headers: Record<string, string> = {}) {
  const response = await call(url, host, headers);
  return { status: response.statusCode, code: (response.json() as { code: string }).code };
}

describe("the mobile catalog (SPEC 7: catalog mobile, header x-lcpg-mobile-key)", () => {
  it("is the settings' mobileCatalogBase: the app's call with the domain's key gets the web's answer", async () => {
    const settings = await settingsOf(FR);
    const url = new URL(`${settings.urls.mobileCatalogBase}/api/cinemas`);
    expect(url.pathname).toBe("/mobile/api/cinemas");
    const mobile = await call(url.pathname, FR, { [MOBILE_KEY_HEADER]: settings.mobileKey });
    expect(mobile.statusCode).toBe(200);
    expect(mobile.headers.vary).toContain(MOBILE_KEY_HEADER);
    const web = await call("/api/cinemas", FR);
    expect((mobile.json() as CinemasResponse).cinemas).toEqual((web.json() as CinemasResponse).cinemas);
  });

  it("refuses an app's call without the header with a coded 401", async () => {
    expect(await failure("/mobile/api/shows", FR)).toEqual({ status: 401, code: "MOBILE_KEY_REQUIRED" });
    expect(await failure("/mobile/api/cinema/cinelux-paris-bastille", FR)).toEqual({
      status: 401,
      code: "MOBILE_KEY_REQUIRED",
    });
  });

  it("refuses a wrong key, and the other domain's, with 401 MOBILE_KEY_INVALID", async () => {
    expect(await failure("/mobile/api/shows", FR, { [MOBILE_KEY_HEADER]: "mk_wrong" })).toEqual({
      status: 401,
      code: "MOBILE_KEY_INVALID",
    });
    const dutchKey = (await settingsOf(NL)).mobileKey;
    expect(await failure("/mobile/api/cinemas", FR, { [MOBILE_KEY_HEADER]: dutchKey })).toEqual({
      status: 401,
      code: "MOBILE_KEY_INVALID",
    });
    const dutch = await call("/mobile/api/cinemas", NL, { [MOBILE_KEY_HEADER]: dutchKey });
    expect(dutch.statusCode).toBe(200);
  });

  it("keeps answering a browser on the web catalog without the header, and refusing a wrong one", async () => {
    const browser = await call("/api/shows", FR);
    expect(browser.statusCode).toBe(200);
    expect(browser.headers.vary ?? "").not.toContain(MOBILE_KEY_HEADER);
    expect(await failure("/api/shows", FR, { [MOBILE_KEY_HEADER]: "mk_wrong" })).toEqual({
      status: 401,
      code: "MOBILE_KEY_INVALID",
    });
  });

  it("serves every public read under the prefix, but not the signed-in screens' list", async () => {
    for (const url of [
      "/mobile/api/shows",
      "/mobile/api/shows/trailers",
      "/mobile/api/show/:slug",
      "/mobile/api/cinemas",
      "/mobile/api/cinema/:slug",
      "/mobile/api/cinema/:slug/shows",
      "/mobile/api/zone/:zone",
    ]) {
      expect(t.app.hasRoute({ method: "GET", url }), url).toBe(true);
    }
    expect(t.app.hasRoute({ method: "GET", url: "/mobile/api/v4/client/shows" })).toBe(false);
  });

  it("is documented in OpenAPI under its own tag, with the key's rule", async () => {
    const operation = (await t.openApi()).paths["/mobile/api/shows"]?.get as
      | { tags?: string[]; description?: string; responses?: Record<string, unknown> }
      | undefined;
    expect(operation?.tags).toEqual(["mobile catalog"]);
    expect(operation?.description).toContain("MOBILE_KEY_REQUIRED");
    expect(Object.keys(operation?.responses ?? {})).toContain("401");
  });
});
