import type { FooterResponse } from "@cinelux/contract/footer";
import { useTranslation } from "../../lib/i18n/use-translation";
import { SocialIcon } from "../icons";

const NETWORK_NAMES: Record<string, string> = {
  x: "X",
  tiktok: "TikTok",
  youtube: "YouTube",
  linkedin: "LinkedIn",
};

function networkName(label: string): string {
  return NETWORK_NAMES[label.toLowerCase()] ?? label.charAt(0).toUpperCase() + label.slice(1);
}

/** SPEC 2.1: social network icon links; the label names the icon and the link. */
export function SocialLinks({ networks }: { networks: FooterResponse["socialNetworks"] }) {
  const { t } = useTranslation();
  if (networks.length === 0) {
    return null;
  }
  return (
    <ul className="social-links" aria-label={t("Footer.Social")}>
      {networks.map((network) => (
        <li key={network.url}>
          <a
            className="social-links__link"
            href={network.url}
            aria-label={t("Footer.SocialLink", { network: networkName(network.label) })}
          >
            <SocialIcon name={network.label} />
          </a>
        </li>
      ))}
    </ul>
  );
}
