import type { AccountResponse } from "@cinelux/contract/account";
import type { HomePush } from "@cinelux/contract/home-push-rules";
import type { Language } from "@cinelux/contract/languages";
import type { Survey } from "@cinelux/contract/survey";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useDismissHomePush } from "../api/dismiss-home-push";
import { getHomePushHistoryQueryOptions } from "../api/get-home-push-history";
import { getSurveyQueryOptions } from "../api/get-survey";
import { visibleHomePushes } from "../home-pushes";
import { BirthDateForm } from "./birth-date-push";
import { OptInButton } from "./opt-in-button";
import { PUSH_ICONS, PushCard } from "./push-card";
import { SurveyButton } from "./survey-button";

/**
 * The home pushes (SPEC 3, 9; docs/home.md): birth date, opt-in and survey, each where it applies
 * and not dismissed in the last 60 days. A dismissal is kept by the server: it follows the customer.
 */
export default function HomePushesSection({
  language,
  account,
  ageRestriction,
}: {
  language: Language;
  account: AccountResponse;
  ageRestriction: number;
}) {
  const { t } = useTranslation();
  const history = useQuery(getHomePushHistoryQueryOptions(language));
  const survey = useQuery(getSurveyQueryOptions(language));
  const dismiss = useDismissHomePush(language);
  const pushes = visibleHomePushes({
    account,
    history: history.data,
    hasSurvey: Boolean(survey.data),
    now: new Date(),
  });
  if (pushes.length === 0) {
    return null;
  }

  function onDismiss(push: HomePush) {
    dismiss.mutate(push, {
      onSuccess: () => {
        // The card is gone: focus goes to the section (or the summary when it is gone too).
        requestAnimationFrame(() => {
          (
            document.getElementById("home-pushes-title") ?? document.getElementById("home-summary-title")
          )?.focus();
        });
      },
    });
  }

  const busy = (push: HomePush) => dismiss.isPending && dismiss.variables === push;
  return (
    <section className="home-section" aria-labelledby="home-pushes-title">
      <h2 className="home-section__title" id="home-pushes-title" tabIndex={-1}>
        {t("Home.PushesTitle")}
      </h2>
      <ul className="home-pushes">
        {pushes.map((push) => {
          if (push === "survey" && survey.data) {
            const current: Survey = survey.data;
            return (
              <PushCard
                key={push}
                push={push}
                icon={PUSH_ICONS.survey}
                title={current.title || t("Home.Push.Survey.Title")}
                text={current.description}
                dismissing={busy(push)}
                onDismiss={() => onDismiss(push)}
              >
                <SurveyButton language={language} survey={current} />
              </PushCard>
            );
          }
          if (push === "birthDate") {
            return (
              <PushCard
                key={push}
                push={push}
                icon={PUSH_ICONS.birthDate}
                title={t("Home.Push.BirthDate.Title")}
                text={t("Home.Push.BirthDate.Text")}
                dismissing={busy(push)}
                onDismiss={() => onDismiss(push)}
              >
                <BirthDateForm language={language} ageRestriction={ageRestriction} />
              </PushCard>
            );
          }
          return (
            <PushCard
              key={push}
              push={push}
              icon={PUSH_ICONS.optIn}
              title={t("Home.Push.OptIn.Title")}
              text={t("Home.Push.OptIn.Text")}
              dismissing={busy(push)}
              onDismiss={() => onDismiss(push)}
            >
              <OptInButton language={language} />
            </PushCard>
          );
        })}
      </ul>
    </section>
  );
}
