import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { openModal } from "../../../shell/modals/modal-store";
import { Button, PageHeader } from "../../../ui";
import { AddToWalletModal } from "./add-to-wallet-modal";
import { ClaimNotice } from "./claim-notice";
import { EticketsSection } from "./etickets-section";
import { WalletActionsProvider } from "./wallet-actions";
import { WalletCardsSections } from "./wallet-cards-sections";
import { ADD_MODAL_ID } from "./wallet-modal-ids";

/**
 * SPEC 2.2 {language}/tickets, the Wallet (analytics screen "tickets"): the upcoming e-tickets, then
 * the prepaid cards, gift cards and vouchers, each with its code to scan; a card is added from the
 * page's header; an offer mail's link (`?claim=`) lands here.
 */
export function WalletPage({
  language,
  moviesUrl,
  tunnelBase,
}: {
  language: Language;
  moviesUrl: string;
  /** Settings `urls.tunnelBase`: the share links' host when set (SPEC 7). */
  tunnelBase: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="wallet">
      <PageHeader
        title={t("WalletPage.Title")}
        intro={t("WalletPage.Intro")}
        actions={<Button onClick={() => openModal(ADD_MODAL_ID)}>{t("WalletPage.Add.Open")}</Button>}
      />
      <ClaimNotice language={language} />
      <WalletActionsProvider language={language}>
        <EticketsSection language={language} moviesUrl={moviesUrl} tunnelBase={tunnelBase} />
        <WalletCardsSections language={language} />
      </WalletActionsProvider>
      <AddToWalletModal language={language} />
    </div>
  );
}
