import type { CatalogReader } from "./catalog.ts";
import type { Environment } from "./domains.ts";
import type { FooterResponse } from "./footer.ts";
import type { Language } from "./languages.ts";
import type { SettingsResponse } from "./settings.ts";
import type { SiteContentReader } from "./site-content.ts";

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
    /** The staff back-office's client (docs/staff.md "Sign-in"): its own audience and redirect. */
    staffClientId: string;
    /** Where sign-out returns; the language is appended (SPEC 4 "Logout"). */
    logoutReturnUrl: string;
    /**
     * The parent frame's origin the embedded pages send their host signals to (docs/embedded.md);
     * null or absent: none is sent by `postMessage`.
     */
    embeddedHostOrigin?: string | null;
  };
  /** GET /api/settings for the request's domain, read in-process for the server render. */
  settings: SettingsResponse;
  /**
   * GET /api/footer for the request's domain in `language`, read in-process, so the first HTML
   * carries the whole footer (no layout shift, no request). Absent where no server reads
   * it (`react-router dev`): the browser fetches the footer then.
   */
  footer?: (language: Language) => Promise<FooterResponse>;
  /**
   * The public catalog API of the request's domain, read in process by the catalog pages' loaders
   * (docs/catalog.md). Absent where no server provides it (`react-router dev`).
   */
  catalog?: CatalogReader;
  /** The domain's site pages and FAQ (docs/catalog-pages.md). Absent where no server provides it. */
  content?: SiteContentReader;
}
