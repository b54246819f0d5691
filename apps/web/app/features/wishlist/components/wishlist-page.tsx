import type { Feeling } from "@cinelux/contract/feelings";
import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { getFeelingsQueryOptions } from "../../../lib/account/feelings";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, buttonClass, Card, EmptyState, PageHeader, SkeletonCard } from "../../../ui";
import { ShowArtwork } from "../../../ui/artwork";
import { useRemoveWish } from "../api/wish-intention";
import { WishPicker } from "./wish-picker";

export interface WishlistLinks {
  /** The catalog's films page: the empty wishlist's way forward. */
  browseUrl: string;
  /** The catalog page of a show, by its slug. */
  showUrl: (slug: string) => string;
}

/**
 * SPEC 2.2 `{language}/wishlist` (analytics screen "wishlist"): the shows the customer wished (SPEC 9
 * intention 2).
 */
export function WishlistPage({ language, links }: { language: Language; links: WishlistLinks }) {
  const { t } = useTranslation();
  return (
    <div className="feelings-page">
      <PageHeader title={t("Wishlist.Title")} intro={t("Wishlist.Intro")} />
      <WishPicker language={language} />
      <WishlistContent language={language} links={links} />
    </div>
  );
}

function WishlistContent({ language, links }: { language: Language; links: WishlistLinks }) {
  const { t } = useTranslation();
  // The route's client loader has fetched it; after a failure the page says so in place.
  const wishlist = useQuery({ ...getFeelingsQueryOptions(language, "wished"), retryOnMount: false });

  if (wishlist.data && wishlist.data.feelings.length === 0) {
    return (
      <EmptyState
        illustration="film-strip"
        title={t("Wishlist.Empty.Title")}
        action={
          <a className={buttonClass({ variant: "primary" })} href={links.browseUrl}>
            {t("Wishlist.Empty.Browse")}
          </a>
        }
      >
        <p>{t("Wishlist.Empty.Text")}</p>
      </EmptyState>
    );
  }
  if (wishlist.data) {
    return (
      <ul className="feelings-grid" aria-label={t("Wishlist.ListLabel")}>
        {wishlist.data.feelings.map((feeling) => (
          <li key={feeling.show.id}>
            <WishedShow feeling={feeling} language={language} showUrl={links.showUrl(feeling.show.slug)} />
          </li>
        ))}
      </ul>
    );
  }
  if (wishlist.isError) {
    return (
      <Card title={t("Wishlist.LoadError")}>
        <Button variant="secondary" busy={wishlist.isFetching} onClick={() => void wishlist.refetch()}>
          {t("Wishlist.Retry")}
        </Button>
      </Card>
    );
  }
  return <SkeletonCard lines={4} label={t("Wishlist.Loading")} />;
}

function WishedShow({
  feeling,
  language,
  showUrl,
}: {
  feeling: Feeling;
  language: Language;
  showUrl: string;
}) {
  const { t } = useTranslation();
  const account = useQuery(getAccountQueryOptions(language));
  const remove = useRemoveWish(language, account.data?.id ?? "");
  const { show } = feeling;
  return (
    <article className="feeling-card" aria-labelledby={`wish-${show.id}`}>
      <div className="feeling-card__poster">
        <ShowArtwork kind="poster" slug={show.slug} alt="" width={120} height={180} sizes="120px" />
      </div>
      <div className="feeling-card__body">
        <h2 className="feeling-card__title" id={`wish-${show.id}`}>
          <a href={showUrl}>{show.name}</a>
        </h2>
        {feeling.isSeen ? <p className="feeling-card__note">{t("Wishlist.Seen")}</p> : null}
        <Button
          variant="secondary"
          size="sm"
          busy={remove.isPending}
          disabled={!account.data}
          onClick={() => remove.mutate(show.slug)}
          aria-label={t("Wishlist.RemoveNamed", { title: show.name })}
        >
          {t("Wishlist.Remove")}
        </Button>
      </div>
    </article>
  );
}
