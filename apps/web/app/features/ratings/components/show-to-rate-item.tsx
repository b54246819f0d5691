import type { ShowToRate } from "@cinelux/contract/feelings";
import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../ui";
import { useIgnoreMovie } from "../api/ignore-movie";
import { useRateShow } from "../api/rate-show";
import { FeelingCard } from "./feeling-card";
import { RatingControl } from "./rating-control";

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** The day a film was seen, in the cinemas' time zone. */
function formatSeen(iso: string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Europe/Paris" });
    dayFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** A film to rate (SPEC 3 "Show to rate"): rate it, or ignore it for good. */
export function ShowToRateItem({
  show,
  language,
  accountId,
  showUrl,
}: {
  show: ShowToRate;
  language: Language;
  accountId: string;
  showUrl: string;
}) {
  const { t } = useTranslation();
  const rate = useRateShow(language, accountId);
  const ignore = useIgnoreMovie(language);
  const titleId = `to-rate-${show.salesforceShowId}`;
  return (
    <FeelingCard titleId={titleId} show={show} showUrl={showUrl}>
      <p className="feeling-card__note">
        {t("Ratings.ToRate.Seen", { date: formatSeen(show.seenAt, language) })}
      </p>
      <RatingControl
        title={show.name}
        value={rate.variables?.emotion ?? null}
        busy={rate.isPending}
        onRate={(emotion) => rate.mutate({ salesforceShowId: show.salesforceShowId, emotion })}
      />
      <Button
        variant="ghost"
        size="sm"
        busy={ignore.isPending}
        onClick={() => ignore.mutate(show.salesforceShowId)}
        aria-label={t("Ratings.ToRate.IgnoreNamed", { title: show.name })}
      >
        {t("Ratings.ToRate.Ignore")}
      </Button>
    </FeelingCard>
  );
}
