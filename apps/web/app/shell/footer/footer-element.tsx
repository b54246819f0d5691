import type { FooterResponse } from "@cinelux/contract/footer";
import { useTranslation } from "../../lib/i18n/use-translation";
import { openConsentPreferences } from "./consent";

type Element = FooterResponse["columns"][number]["elements"][number];

/** SPEC 2.1 generic column link: may open the consent panel, or a new tab. */
export function FooterElement({ element }: { element: Element }) {
  const { t } = useTranslation();
  if (element.cookie) {
    return (
      <button type="button" className="link-button" onClick={openConsentPreferences}>
        {element.title}
      </button>
    );
  }
  if (element.newTab) {
    return (
      <a href={element.url} target="_blank" rel="noopener">
        {element.title} <span className="visually-hidden">{t("Footer.NewTab")}</span>
      </a>
    );
  }
  return <a href={element.url}>{element.title}</a>;
}
