import type { FooterResponse } from "@cinelux/contract/footer";
import type { Language } from "@cinelux/contract/languages";
import type { WebServerContext } from "@cinelux/contract/web-context";
import { EMBEDDED_PREFIX } from "../routing/embedded";

/** The footer the server rendered, in the page's language; the footer reads it from the root loader (use-footer.ts). */
export interface RenderedFooter {
  language: Language;
  data: FooterResponse;
}

/**
 * The root loader reads the footer in-process, so the first HTML carries the whole footer
 * (no `GET /api/footer`, no layout shift when it arrives). The embedded pages (`m/{language}`) have no
 * footer; where no server reads it (`react-router dev`) or the read fails, the browser fetches it
 * as before (SPEC 4: a failed footer still renders its static parts).
 */
export async function renderedFooter(
  read: WebServerContext["footer"],
  pathname: string,
  language: Language,
): Promise<RenderedFooter | null> {
  if (!read || pathname.split("/")[1] === EMBEDDED_PREFIX) {
    return null;
  }
  try {
    return { language, data: await read(language) };
  } catch (error) {
    console.error(error);
    return null;
  }
}
