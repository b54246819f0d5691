import type { FooterResponse } from "@cinelux/contract/footer";
import type { Language } from "@cinelux/contract/languages";
import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { getFooter } from "./get-footer";
import type { RenderedFooter } from "./rendered-footer";

/** SPEC 4 "Footer data: requested, succeeded or failed". */
export type FooterState =
  | { status: "pending"; data?: undefined }
  | { status: "success"; data: FooterResponse }
  | { status: "error"; data?: undefined };

// Footers fetched in this page's life, per language (a language switch, a page the server did not
// render with its footer); a failed one is asked again when the footer shows next.
const fetched = new Map<Language, Promise<FooterResponse>>();
const loaded = new Map<Language, FooterResponse>();

function loadFooter(language: Language): Promise<FooterResponse> {
  let pending = fetched.get(language);
  if (!pending) {
    pending = getFooter(language).then((data) => {
      loaded.set(language, data);
      return data;
    });
    pending.catch(() => fetched.delete(language));
    fetched.set(language, pending);
  }
  return pending;
}

/**
 * The footer in `language`: the one the server rendered (root loader) when it is in this language,
 * so the first HTML and hydration show it whole with no request; otherwise GET /api/footer, once
 * per language. A plain hook rather than a query: public pages load no TanStack Query.
 */
export function useFooter(language: Language): FooterState {
  const rendered = (useRouteLoaderData("root") as { footer?: RenderedFooter | null } | undefined)?.footer;
  const fromRender = rendered?.language === language ? rendered.data : loaded.get(language);
  const [state, setState] = useState<{ language: Language; state: FooterState } | null>(null);

  useEffect(() => {
    if (fromRender) {
      return;
    }
    let current = true;
    loadFooter(language).then(
      (data) => current && setState({ language, state: { status: "success", data } }),
      () => current && setState({ language, state: { status: "error" } }),
    );
    return () => {
      current = false;
    };
  }, [language, fromRender]);

  if (fromRender) {
    return { status: "success", data: fromRender };
  }
  return state?.language === language ? state.state : { status: "pending" };
}

/** Tests only: no footer kept from an earlier test. */
export function resetLoadedFooters(): void {
  fetched.clear();
  loaded.clear();
}
