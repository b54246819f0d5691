import type { Environment } from "./domains.ts";
import type { SettingsResponse } from "./settings.ts";

/**
 * What the server hands the React Router request handler for each request (DESIGN.md "Runtime").
 * The context key itself is created by the web build and re-exported from entry.server.tsx.
 */
export interface WebServerContext {
  /** Per-request CSP nonce for React Router's inline hydration scripts. */
  cspNonce: string;
  env: Environment;
  auth: {
    /** OIDC issuer (the embedded provider lives at `{origin}/idp`). */
    authority: string;
    clientId: string;
    /** Where sign-out returns; the language is appended (SPEC 4 "Logout"). */
    logoutReturnUrl: string;
  };
  /** GET /api/settings for the request's domain, read in-process for the server render. */
  settings: SettingsResponse;
}
