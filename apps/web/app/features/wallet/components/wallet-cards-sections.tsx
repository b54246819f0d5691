import type { Language } from "@cinelux/contract/languages";
import type { WalletCard } from "@cinelux/contract/wallet";
import { useQuery } from "@tanstack/react-query";
import { getWalletQueryOptions } from "../../../lib/account/wallet";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { SkeletonCard } from "../../../ui";
import { LoadFailed } from "./load-failed";
import { WalletCardItem } from "./wallet-card-item";

const SECTIONS = [
  { list: "prepaids", title: "WalletPage.Prepaids.Title", empty: "WalletPage.Prepaids.Empty" },
  { list: "giftCards", title: "WalletPage.GiftCards.Title", empty: "WalletPage.GiftCards.Empty" },
  { list: "vouchers", title: "WalletPage.Vouchers.Title", empty: "WalletPage.Vouchers.Empty" },
] as const satisfies readonly { list: string; title: TranslationKey; empty: TranslationKey }[];

/** SPEC 3/4: the prepaid cards, gift cards and vouchers, each list in the server's order. */
export function WalletCardsSections({ language }: { language: Language }) {
  const { t } = useTranslation();
  const wallet = useQuery({ ...getWalletQueryOptions(language), retryOnMount: false });
  if (!wallet.data) {
    return (
      <section className="wallet-section" aria-labelledby="wallet-cards-title">
        <h2 className="wallet-section__title" id="wallet-cards-title">
          {t("WalletPage.Prepaids.Title")}
        </h2>
        {wallet.isError ? (
          <LoadFailed busy={wallet.isFetching} refetch={() => void wallet.refetch()} />
        ) : (
          <SkeletonCard lines={4} label={t("WalletPage.Loading")} />
        )}
      </section>
    );
  }
  const data = wallet.data;
  return (
    <>
      {SECTIONS.map((section) => (
        <CardsSection
          key={section.list}
          id={`wallet-${section.list}-title`}
          title={t(section.title)}
          empty={t(section.empty)}
          cards={data[section.list]}
          language={language}
        />
      ))}
    </>
  );
}

function CardsSection(props: {
  id: string;
  title: string;
  empty: string;
  cards: readonly WalletCard[];
  language: Language;
}) {
  return (
    <section className="wallet-section" aria-labelledby={props.id}>
      <h2 className="wallet-section__title" id={props.id}>
        {props.title}
      </h2>
      {props.cards.length === 0 ? (
        <p className="wallet-section__empty">{props.empty}</p>
      ) : (
        <ul className="wallet-list">
          {props.cards.map((card) => (
            <li key={card.id}>
              <WalletCardItem card={card} language={props.language} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
