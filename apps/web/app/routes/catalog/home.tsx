import { hasAuthFlag } from "@cinelux/contract/auth-flag";
import { type ComponentType, lazy, useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import type { SignedInRootData } from "../../features/account/signed-in-root";
// The catalog face's styles, linked by that face only (CatalogFaceStyles): the signed-in face
// does not wait for them.
import homePageStyles from "../../features/catalog/home/home-page.css?url";
import { loadCatalogHome } from "../../features/catalog/home/home-page.server";
import type { CatalogHomeData } from "../../features/catalog/home/home-page-data";
import { browserMustDecide, serverFace } from "../../features/catalog/home/root-face";
import { deleteAuthFlagCookie } from "../../lib/auth/auth-cookie";
import { getAuthState } from "../../lib/auth/auth-store";
import { hasStoredSession } from "../../lib/auth/stored-session";
import { requestDomain } from "../../lib/domain/domain-language";
import { requireLanguage } from "../../lib/domain/route-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { serverContext } from "../../server-context";
import artworkStyles from "../../styles/artwork.css?url";
import trailerPlayerStyles from "../../styles/trailer-player.css?url";
import type { Route } from "./+types/home";

/**
 * `/{language}`, decision 007 "The root": an anonymous visitor gets the catalog home, rendered by
 * the server (usable without JavaScript, micro-cached, indexable); a signed-in customer gets the
 * customer home. The server decides by SPEC 9's authentication flag (features/catalog/home/root-face.ts),
 * the browser corrects it once hydrated (a lapsed flag with a live session: one client-side switch).
 * Each face renders its own title and description (`descriptionKey: null`).
 */
export const handle = {
  // SPEC 2.2: the customer home is the "my_account_hp" screen. The screen view is pushed once the
  // auth state is known, so the face shown by then is the signed-in one exactly when it is
  // authenticated.
  get screenName() {
    return getAuthState().status === "authenticated" ? "my_account_hp" : "catalog_home";
  },
  descriptionKey: null,
} satisfies RouteHandle;

const FAKES = import.meta.env.VITE_FAKE_ENDPOINTS === "1";

const importCatalogPage = () => import("../../features/catalog/home/home-page");
const signedInFace = () => import("../../features/account/signed-in-entry");
const importSignedInPage = () => signedInFace().then((face) => face.importSignedInPage());
/**
 * Decision 004 (115 KB of initial JavaScript on a public page): neither face's code is among the
 * HTML's scripts. In the browser each is `lazy`, and the one the server most likely drew (the flag
 * is readable here too) is asked for as soon as this module runs: hydration waits for it with the
 * server's HTML in place. No `<Suspense>` (lib/lazy/preloadable-lazy.tsx says why); on the server the
 * loader imports the face it renders first, so the render never suspends.
 */
let serverCatalogPage: ComponentType<{ home: CatalogHomeData }> | undefined;
let serverSignedInPage: typeof import("../../features/account/signed-in-root").SignedInRoot | undefined;
const LazyCatalogPage = lazy(() =>
  importCatalogPage().then((module) => ({ default: module.CatalogHomePage })),
);
const LazySignedInPage = lazy(() =>
  importSignedInPage().then((module) => ({ default: module.SignedInRoot })),
);
if (!import.meta.env.SSR) {
  void (hasAuthFlag(document.cookie) ? importSignedInPage() : importCatalogPage());
}

/**
 * The one page whose answer depends on a cookie (the authentication flag picks its face): a shared
 * cache in front (a CDN) must key it by the cookie too, or it would hand a signed-in customer the
 * catalog home it kept for a visitor.
 */
export function headers() {
  return { vary: "Cookie" };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = requireLanguage(params.language);
  const { catalog, settings } = context.get(serverContext);
  // `react-router dev` has no catalog in process (npm run dev, dev:fake): only the customer face.
  if (serverFace(request.headers.get("cookie")) === "signed-in" || !catalog) {
    serverSignedInPage ??= (await importSignedInPage()).SignedInRoot;
    return { face: "signed-in" as const, language };
  }
  serverCatalogPage ??= (await importCatalogPage()).CatalogHomePage;
  const home = await loadCatalogHome({
    params,
    request,
    catalog,
    domain: requestDomain(request),
    flags: settings.flags,
  });
  return { face: "catalog" as const, language, home };
}

/**
 * In the browser (client navigations, and the switch after hydration): a live session gets the
 * customer home behind the customer area's guards; anyone else the catalog home from the server,
 * the flag removed first so the server does not answer with the stand-in again.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  if (await (await signedInFace()).browserSignedIn(FAKES)) {
    const { loadSignedInRoot } = await importSignedInPage();
    return loadSignedInRoot(request, language);
  }
  deleteAuthFlagCookie();
  const answer = await serverLoader();
  // Only the customer face without a catalog (`react-router dev`): sign in, as the customer area does.
  return answer.face === "signed-in"
    ? (await importSignedInPage()).loadSignedInRoot(request, language)
    : answer;
}

/**
 * Hoisted into the head by React, after the site's styles (root.tsx), with the HTML: the catalog
 * face's code loads after it (above), its styles must not.
 */
function CatalogFaceStyles() {
  return (
    <>
      <link rel="stylesheet" href={artworkStyles} precedence="default" />
      <link rel="stylesheet" href={trailerPlayerStyles} precedence="default" />
      <link rel="stylesheet" href={homePageStyles} precedence="default" />
    </>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const { face } = loaderData;
  // Once per face shown: a session that turns out dead gives the catalog again, which must not ask again.
  const decided = useRef<string | null>(null);
  useEffect(() => {
    if (decided.current === face) {
      return;
    }
    decided.current = face;
    if (browserMustDecide(face, FAKES || hasStoredSession())) {
      void revalidate();
    }
  }, [face, revalidate]);
  if (loaderData.face === "catalog") {
    const Page = (import.meta.env.SSR && serverCatalogPage) || LazyCatalogPage;
    return (
      <>
        <CatalogFaceStyles />
        <Page home={loaderData.home} />
      </>
    );
  }
  const Page = (import.meta.env.SSR && serverSignedInPage) || LazySignedInPage;
  const data: SignedInRootData | null = loaderData.face === "customer" ? loaderData : null;
  return <Page language={loaderData.language} data={data} />;
}
