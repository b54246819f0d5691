import type { Feeling } from "@cinelux/contract/feelings";
import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../ui";
import { useRateShow } from "../api/rate-show";
import { FeelingCard } from "./feeling-card";
import { RatingControl } from "./rating-control";

/** A rating given: change it with the control, or remove it (the film comes back to rate). */
export function RatingItem({
  feeling,
  language,
  accountId,
  showUrl,
}: {
  feeling: Feeling;
  language: Language;
  accountId: string;
  showUrl: string;
}) {
  const { t } = useTranslation();
  const rate = useRateShow(language, accountId);
  const { show } = feeling;
  const titleId = `rated-${show.id}`;
  // While a change is on its way, the control shows the value asked.
  const shown = rate.isPending && rate.variables ? rate.variables.emotion : feeling.emotion;
  return (
    <FeelingCard titleId={titleId} show={show} showUrl={showUrl}>
      <RatingControl
        title={show.name}
        value={shown}
        busy={rate.isPending}
        onRate={(emotion) => rate.mutate({ salesforceShowId: show.salesforceShowId, emotion })}
      />
      <Button
        variant="ghost"
        size="sm"
        busy={rate.isPending && rate.variables?.emotion === null}
        onClick={() => rate.mutate({ salesforceShowId: show.salesforceShowId, emotion: null })}
        aria-label={t("Ratings.Given.RemoveNamed", { title: show.name })}
      >
        {t("Ratings.Given.Remove")}
      </Button>
    </FeelingCard>
  );
}
