import type { Language } from "@cinelux/contract/languages";
import { lazy, Suspense, useId } from "react";
import { Link } from "react-router";
import { useAuthState } from "../../../lib/auth/use-auth-state";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, buttonClass } from "../../../ui";

// Only a signed-in customer needs it: its chunk (and the query client) loads for them alone.
const ClubMembership = lazy(() => import("./club-membership"));

/**
 * "Join the Club" (SPEC 2.1 Club card). The server's HTML and a visitor without JavaScript get a
 * link to the customer area's advantages, which signs them in first. In the browser, a signed-out
 * visitor signs in and comes back to this page; a signed-in customer joins here (club-membership.tsx).
 */
export function ClubJoin({ language, joinHref }: { language: Language; joinHref: string }) {
  const { t } = useTranslation();
  const auth = useAuthState();
  const noteId = useId();
  const link = (
    <Link className={buttonClass({ variant: "primary" })} to={joinHref}>
      <span>{t("CatalogClub.Join")}</span>
    </Link>
  );
  if (auth.status === "authenticated") {
    return (
      <Suspense fallback={link}>
        <ClubMembership language={language} advantagesHref={joinHref} />
      </Suspense>
    );
  }
  if (auth.status === "anonymous") {
    const signIn = async () => {
      const [{ signIn: leave }, { signInRequest }] = await Promise.all([
        import("../../../lib/auth/sign-in"),
        import("../../../lib/auth/guards"),
      ]);
      await leave(signInRequest(new URL(window.location.href), language));
    };
    return (
      <div className="club-member">
        <Button onClick={() => void signIn()} aria-describedby={noteId}>
          {t("CatalogClub.Join")}
        </Button>
        <p className="club-muted" id={noteId}>
          {t("Club.Join.SignedOut")}
        </p>
      </div>
    );
  }
  return link;
}
