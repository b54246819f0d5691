import { clearAuthError, readAuthError } from "../lib/auth/auth-error";
import { requireLanguage } from "../lib/domain/route-language";
import { ensureLanguage } from "../lib/i18n/client-i18n";
import { preloadableLazy } from "../lib/lazy/preloadable-lazy";
import { paths } from "../lib/routing/paths";
import { ERROR_HANDLE, type RouteHandle } from "../lib/routing/route-handle";
import { PageLoading } from "../shell/page-loading";
import type { Route } from "./+types/error";

// SPEC 2.2 names no analytics screen for the error page: none is pushed.
export const handle = ERROR_HANDLE satisfies RouteHandle;

/**
 * The page is drawn once the client loader has run (the server sends the HydrateFallback): its
 * code is fetched by the loader, beside the page's catalog, and is not among the scripts the page
 * waits for to hydrate (decision 004, initial JavaScript).
 */
const authErrorPage = preloadableLazy(() =>
  import("../features/error/components/auth-error-page").then((module) => module.AuthErrorPage),
);

/** SPEC 2.2 {language}/error: open to anyone; the stored sign-in failure lives in this tab only. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  await Promise.all([ensureLanguage(language), authErrorPage.preload()]);
  return { language, signInFailed: readAuthError() !== null };
}

export function HydrateFallback() {
  return <PageLoading />;
}

export default function ErrorRoute({ loaderData }: Route.ComponentProps) {
  const { language, signInFailed } = loaderData;
  return (
    <authErrorPage.Component
      language={language}
      signInFailed={signInFailed}
      onSignInAgain={async () => {
        clearAuthError();
        // The user manager loads when asked for, not with the public error page: that page's
        // initial JavaScript stays within its budget (decision 004).
        const [{ signIn }, { signInRequest }] = await Promise.all([
          import("../lib/auth/sign-in"),
          import("../lib/auth/guards"),
        ]);
        await signIn(signInRequest(new URL(paths.home(language), window.location.origin), language));
      }}
    />
  );
}
