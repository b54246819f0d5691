import type { SettingsResponse } from "@cinelux/contract/settings";
import { lazy, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useAuthState } from "../../lib/auth/use-auth-state";
import { pageLanguage } from "../../lib/domain/page-language";
import { usePageHandle } from "../../lib/routing/route-handle";
import { ConsentManager } from "../consent/consent-manager";
import { Footer } from "../footer/footer";
import { Header } from "../header/header";
import { OnDemandModal } from "../modals/on-demand";
import { AccountModal } from "../signed-in/signed-in";
import { ToastContainer } from "../toasts/toast-container";
import { PageHead } from "./page-head";

const LanguageModal = lazy(() =>
  import("../modals/language-modal").then((module) => ({ default: module.LanguageModal })),
);

/**
 * SPEC 2.1 root layout: the page's title and screen view, header, main content, toast container,
 * footer and the consent dialog, shaped by the route's handle. Without settings (the root loader failed)
 * and on the staff's pages (their own frame) only the title, the content and the toasts render.
 */
export function PageLayout({ settings, children }: { settings?: SettingsResponse; children: ReactNode }) {
  // The page on screen: a route's, or the not-found / error page's when an error boundary shows.
  const { handle } = usePageHandle();
  const language = pageLanguage(useLocation().pathname);
  // SPEC 6: the account picture and modal show only with a user.
  const signedIn = useAuthState().status === "authenticated";
  const main = (
    <main id="main" tabIndex={-1} className={handle.staff ? "main--staff" : undefined}>
      {children}
    </main>
  );
  if (!settings || handle.staff) {
    return (
      <>
        <PageHead />
        {main}
        <ToastContainer />
      </>
    );
  }
  return (
    <>
      <PageHead />
      {handle.header?.disabled ? null : (
        <Header language={language} signedIn={signedIn} options={handle.header} />
      )}
      {main}
      <ToastContainer />
      <Footer variant={handle.footer ?? "full"} language={language} />
      {signedIn ? <AccountModal language={language} /> : null}
      <OnDemandModal id="language">
        <LanguageModal language={language} />
      </OnDemandModal>
      <ConsentManager injections={settings.injections} embedded={Boolean(handle.embedded)} />
    </>
  );
}
