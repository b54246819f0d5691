import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { provideDevServerContext } from "./lib/environment/dev-server-context.server";
import { providePublicConfig } from "./lib/environment/public-config";
import { catalogUrl, ensureLanguage } from "./lib/i18n/client-i18n";
import { pageLanguage } from "./lib/i18n/page-language";
import { getQueryClient } from "./lib/query-client";
import { serverContext } from "./server-context";
import { ErrorPage } from "./shell/error-page";
import { NotFoundPage } from "./shell/not-found-page";
import appStyles from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/assets/favicon.svg", type: "image/svg+xml" },
];

// Only `react-router dev` lacks the server's context; the production build drops this.
export const middleware: Route.MiddlewareFunction[] = import.meta.env.DEV ? [provideDevServerContext] : [];

/** Server only: the nonce for React Router's inline scripts and the public auth settings. */
export function loader({ context }: Route.LoaderArgs) {
  const { cspNonce, env, auth } = context.get(serverContext);
  return { cspNonce, env, auth };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = pageLanguage(useLocation().pathname);
  const { t } = useTranslation();
  const [queryClient] = useState(getQueryClient);
  if (data && typeof document !== "undefined") {
    providePublicConfig({ env: data.env, auth: data.auth });
  }
  // SPEC 2.2: switching language rewrites the first segment; the texts follow.
  useEffect(() => {
    void ensureLanguage(language);
  }, [language]);

  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="preload" href={catalogUrl(language)} as="fetch" crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("Shell.SkipToContent")}
        </a>
        <QueryClientProvider client={queryClient}>
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </QueryClientProvider>
        <ScrollRestoration nonce={data?.cspNonce} />
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  console.error(error);
  return <ErrorPage />;
}
