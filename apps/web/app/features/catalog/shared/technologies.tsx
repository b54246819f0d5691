import { useTranslation } from "../../../lib/i18n/use-translation";
import { TechnologyIcon, type TechnologyMark } from "../../../ui/technology-icon";

/** Each premium format's name in the texts (`Technology.*`). */
export const TECHNOLOGY_KEYS = {
  imax: "Technology.imax",
  "4dx": "Technology.4dx",
  screenx: "Technology.screenx",
  dolby: "Technology.dolby",
} as const satisfies Record<TechnologyMark, string>;

/** The formats a show or a cinema offers, each as its icon named in the page language. */
export function Technologies({ technologies }: { technologies: readonly TechnologyMark[] }) {
  const { t } = useTranslation();
  return (
    <>
      {technologies.map((technology) => (
        <TechnologyIcon key={technology} technology={technology} label={t(TECHNOLOGY_KEYS[technology])} />
      ))}
    </>
  );
}
