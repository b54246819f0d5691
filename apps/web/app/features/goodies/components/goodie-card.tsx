import type { Language } from "@cinelux/contract/languages";
import type { Goodie } from "@cinelux/contract/wallet";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, QrCode } from "../../../ui";

function formatDay(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** SPEC 1 goodies: what it is, until when, and its code to scan at the counter (full screen on demand). */
export function GoodieCard({
  goodie,
  language,
  onShowCode,
}: {
  goodie: Goodie;
  language: Language;
  onShowCode: (goodie: Goodie) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className="goodie" aria-labelledby={titleId}>
      <div className="goodie__text">
        <h2 className="goodie__name" id={titleId}>
          {goodie.name}
        </h2>
        <p>{goodie.description}</p>
        <p className="goodie__validity">
          {goodie.expirationDate
            ? t("Goodies.ValidUntil", { date: formatDay(goodie.expirationDate, language) })
            : t("Goodies.NoEndDate")}
        </p>
        <p className="goodie__code">
          {t("Goodies.Code")}
          {t("Form.LabelSeparator")}
          <code>{goodie.code}</code>
        </p>
      </div>
      <figure className="goodie__qr-figure">
        <QrCode
          code={goodie.code}
          className="goodie__qr"
          label={t("Goodies.QrLabel", { name: goodie.name })}
        />
        <figcaption>
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onShowCode(goodie)}>
            {t("Goodies.Open")}
          </Button>
        </figcaption>
      </figure>
    </article>
  );
}
