// Tests only: runs the link popup's flow against a demonstration upstream through inject(), as the
// browser would, and hands back what the popup would post to the site window.
import type { IdentityProvider } from "@cinelux/contract";
import type { FastifyInstance } from "fastify";
import { location, TestBrowser } from "../../../test/browser.ts";

/** The hidden fields of the demonstration page's first form (the authorization request). */
export function hiddenFields(page: string): Record<string, string> {
  const form = page.slice(page.indexOf("<form"), page.indexOf("</form>"));
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    const [, name, value] = match;
    if (name && name !== "name" && name !== "email") {
      fields[name] = (value ?? "").replaceAll("&amp;", "&").replaceAll("&quot;", '"');
    }
  }
  return fields;
}

export interface LinkPopupResult {
  /** The done page's address with its fragment (state, provider, token or error). */
  done: URL;
  fragment: URLSearchParams;
  browser: TestBrowser;
}

/** Opens the link popup for `provider`, signs in at the demonstration upstream as name/email. */
export async function linkThroughDemo(
  app: FastifyInstance,
  options: {
    provider: IdentityProvider;
    name?: string;
    email: string;
    state?: string;
    lang?: string;
    browser?: TestBrowser;
  },
): Promise<LinkPopupResult> {
  const browser = options.browser ?? new TestBrowser(app);
  const state = options.state ?? "page-state-0123456789";
  const start = await browser.get(
    `/auth/upstream/${options.provider}/link?lang=${options.lang ?? "fr"}&state=${state}`,
  );
  const authorize = location(start);
  const page = await browser.get(authorize);
  if (page.statusCode !== 200) {
    throw new Error(`demo page answered ${page.statusCode}`);
  }
  const submitted = await browser.post(`/auth/demo-upstream/${options.provider}/authorize`, {
    ...hiddenFields(page.body),
    name: options.name ?? "Alex Demo",
    email: options.email,
  });
  const callback = await browser.get(location(submitted));
  const done = new URL(location(callback));
  return { done, fragment: new URLSearchParams(done.hash.slice(1)), browser };
}

/** A fresh link token for a demonstration identity of `provider`. */
export async function demoLinkToken(
  app: FastifyInstance,
  options: { provider: IdentityProvider; name?: string; email: string },
): Promise<string> {
  const { fragment } = await linkThroughDemo(app, options);
  const token = fragment.get("token");
  if (!token) {
    throw new Error(`no link token: ${fragment.toString()}`);
  }
  return token;
}
