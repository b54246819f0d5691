import type { Language } from "@cinelux/contract/languages";
import { lazy, Suspense } from "react";
import { PersonIcon } from "../icons";

// Issue 8: loaded only for a signed-in customer (see signed-in-parts.tsx). The server always
// renders the "loading" auth state, so none of these is in any server-rendered HTML.
const parts = () => import("./signed-in-parts");
const LazyAccountPicture = lazy(() => parts().then((module) => ({ default: module.AccountPicture })));
const LazyWalletCount = lazy(() => parts().then((module) => ({ default: module.WalletCount })));
const LazyAccountModal = lazy(() => parts().then((module) => ({ default: module.SignedInAccountModal })));

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
