import type { Language } from "@cinelux/contract/languages";
import { CLAIM_TOKEN_QUERY, ClaimTokenSchema, type WalletCard } from "@cinelux/contract/wallet";
import { formatWalletCardNumber } from "@cinelux/contract/wallet-rules";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Card } from "../../../ui";
import { useClaimPrepaid } from "../api/claim-prepaid";
import { walletErrorKey } from "../wallet-errors";

type Outcome = { card: WalletCard } | { errorKey: TranslationKey };

/** The card the claim brought: the one changed last (the claim dates it). */
function claimedCard(cards: readonly WalletCard[]): WalletCard | undefined {
  return [...cards].sort((a, b) => b.lastUpdateDate.localeCompare(a.lastUpdateDate))[0];
}

/**
 * `?claim=<token>`, the link of the offer mail (docs/wallet.md "The claim"): the card is claimed once,
 * the parameter leaves the address (a reload or a shared address claims nothing), and the screen says
 * which card arrived, or why the link no longer works.
 */
export function ClaimNotice({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const claim = useClaimPrepaid(language);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const asked = useRef(false);
  const token = params.get(CLAIM_TOKEN_QUERY);

  useEffect(() => {
    if (token === null || asked.current) {
      return;
    }
    asked.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CLAIM_TOKEN_QUERY);
        return next;
      },
      { replace: true },
    );
    if (!ClaimTokenSchema.safeParse(token).success) {
      setOutcome({ errorKey: "Wallet.Error.ClaimInvalid" });
      return;
    }
    claim.mutateAsync(token).then(
      (wallet) => {
        const card = claimedCard(wallet.prepaids);
        setOutcome(card ? { card } : { errorKey: "Wallet.Error.ClaimInvalid" });
      },
      (error: unknown) => setOutcome({ errorKey: walletErrorKey(error) ?? "WalletPage.Claim.Failed" }),
    );
  }, [token, claim, setParams]);

  if (!outcome && !claim.isPending) {
    return null;
  }
  if (!outcome) {
    return (
      <p className="wallet-claim" role="status">
        {t("WalletPage.Claim.Pending")}
      </p>
    );
  }
  if ("errorKey" in outcome) {
    return (
      <div className="wallet-claim wallet-claim--failed" role="alert">
        <p>{t(outcome.errorKey)}</p>
      </div>
    );
  }
  return (
    <div role="status">
      <Card tone="accent" title={t("WalletPage.Claim.Title")}>
        <p>
          {t("WalletPage.Claim.Done", {
            name: outcome.card.name,
            number: formatWalletCardNumber(outcome.card.number),
          })}
        </p>
      </Card>
    </div>
  );
}
