import { replace } from "react-router";
import { completeBrowserSignIn } from "../lib/auth/callback";
import { PageLoading } from "../shell/page-loading";

/** SPEC 2.2 "Callback": the code exchange happens in the browser, then the saved target replaces this URL. */
export async function clientLoader() {
  throw replace(await completeBrowserSignIn());
}

export function HydrateFallback() {
  return <PageLoading titleKey="Title.SignIn" messageKey="Auth.SigningIn" />;
}

// Never shown: the client loader always redirects.
export default function Callback() {
  return <PageLoading titleKey="Title.SignIn" messageKey="Auth.SigningIn" />;
}
