import type { Language } from "@cinelux/contract/languages";
import { lazy, Suspense } from "react";
import { hasStoredSession } from "../../lib/auth/stored-session";
import { preloadableLazy } from "../../lib/lazy/preloadable-lazy";
import { PersonIcon } from "../icons";

// Loaded only for a signed-in customer (see signed-in-parts.tsx). The server always renders the
// "loading" auth state, so none of these is in any server-rendered HTML.
const parts = () => import("./signed-in-parts");
const LazyAccountPicture = lazy(() => parts().then((module) => ({ default: module.AccountPicture })));
const LazyWalletCount = lazy(() => parts().then((module) => ({ default: module.WalletCount })));
// The account modal carries the session's toasts (signed-in-parts.tsx): a tab that holds a session
// asks for it while the user manager reads that session, so it draws in the commit that learns the
// customer is signed in instead of after a suspension (preloadable-lazy.tsx).
const accountModal = preloadableLazy(() => parts().then((module) => module.SignedInAccountModal));
const LazyAccountModal = accountModal.Component;
if (!import.meta.env.SSR && hasStoredSession()) {
  void accountModal.preload().catch(() => undefined);
}

/** The account button's picture; the person icon (same box) until the module and account arrive. */
export function AccountPicture({ language }: { language: Language }) {
  return (
    <Suspense fallback={<PersonIcon />}>
      <LazyAccountPicture language={language} />
    </Suspense>
  );
}

/** The Wallet bullet; nothing until the count is known, as before the count arrives. */
export function WalletCount({ language }: { language: Language }) {
  return (
    <Suspense fallback={null}>
      <LazyWalletCount language={language} />
    </Suspense>
  );
}

/** The account modal, closed until the account button opens it. */
export function AccountModal({ language }: { language: Language }) {
  return (
    <Suspense fallback={null}>
      <LazyAccountModal language={language} />
    </Suspense>
  );
}
