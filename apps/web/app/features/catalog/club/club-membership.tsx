import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { QueryRoutes } from "../../../lib/query/query-provider";
import { Button, ButtonLink } from "../../../ui";
import { useJoinClub } from "./api/join-club";

/**
 * The signed-in customer's side of "Join the Club" (loaded on demand by club-join.tsx, so the
 * catalog page's initial JavaScript has no query client): a member sees it at once, anyone else
 * joins in one click and then sees it.
 */
export default function ClubMembership({
  language,
  advantagesHref,
}: {
  language: Language;
  advantagesHref: string;
}) {
  return (
    <QueryRoutes>
      <Membership language={language} advantagesHref={advantagesHref} />
    </QueryRoutes>
  );
}

function Membership({ language, advantagesHref }: { language: Language; advantagesHref: string }) {
  const { t } = useTranslation();
  const account = useQuery({ ...getAccountQueryOptions(language), meta: { errorToast: "none" } });
  const join = useJoinClub(language);
  if (account.data?.hasLoyalty) {
    return (
      <div className="club-member" role="status">
        <p className="club-member__title">{t("Club.Join.Member")}</p>
        <p className="club-member__text">{t("Club.Join.MemberText")}</p>
        <ButtonLink to={advantagesHref} variant="secondary">
          {t("Club.Join.SeeAdvantages")}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="club-member">
      <Button busy={account.isPending || join.isPending} onClick={() => join.mutate()}>
        {t("CatalogClub.Join")}
      </Button>
      {join.isError ? (
        <p className="ui-field__error" role="alert">
          {t("Club.Join.Failed")}
        </p>
      ) : null}
    </div>
  );
}
