import { replace } from "react-router";
import { completeBrowserSignIn } from "../lib/account/sign-in-callback";
import type { RouteHandle } from "../lib/routing/route-handle";
import { PageLoading } from "../shell/page-loading";

// A redirect, not a screen: no analytics screen name.
export const handle = {
  titleKey: "Title.SignIn",
  descriptionKey: "Description.SignIn",
} as const satisfies RouteHandle;

/** SPEC 2.2 "Callback": the code exchange happens in the browser, then the saved target replaces this URL. */
export async function clientLoader() {
  throw replace(await completeBrowserSignIn());
}

export function HydrateFallback() {
  return <PageLoading messageKey="Auth.SigningIn" />;
}

// Never shown: the client loader always redirects.
export default function Callback() {
  return <PageLoading messageKey="Auth.SigningIn" />;
}
