import type { Advantage } from "@cinelux/contract/advantages";
import type { Language } from "@cinelux/contract/languages";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { formatExpirationDate } from "../format-expiration";
import { AdvantageCode } from "./advantage-code";

/** SPEC 3 "Advantage": name, details, validity, the code, and terms and help on demand. */
export function AdvantageCard({ advantage, language }: { advantage: Advantage; language: Language }) {
  const { t } = useTranslation();
  const nameId = useId();
  const { name, details, expirationDate, code, terms, help } = advantage;
  return (
    <article className="advantage" aria-labelledby={nameId}>
      <h2 id={nameId} className="advantage__name">
        {name}
      </h2>
      <p className="advantage__details">{details}</p>
      <p className="advantage__validity">
        {expirationDate
          ? t("Advantages.ValidUntil", { date: formatExpirationDate(expirationDate, language) })
          : t("Advantages.NoEndDate")}
      </p>
      {code ? <AdvantageCode code={code} describedBy={nameId} /> : null}
      {terms ? (
        <details className="advantage__more">
          <summary>{t("Advantages.Terms")}</summary>
          <p>{terms}</p>
        </details>
      ) : null}
      {help ? (
        <details className="advantage__more">
          <summary>{t("Advantages.Help")}</summary>
          <p>{help}</p>
        </details>
      ) : null}
    </article>
  );
}
