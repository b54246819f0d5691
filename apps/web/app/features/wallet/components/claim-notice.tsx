import type { Language } from "@cinelux/contract/languages";
import { CLAIM_TOKEN_QUERY, type ClaimPrepaidResponse, ClaimTokenSchema } from "@cinelux/contract/wallet";
import { formatWalletCardNumber } from "@cinelux/contract/wallet-rules";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Card } from "../../../ui";
import { useClaimPrepaid } from "../api/claim-prepaid";
import { walletErrorKey } from "../wallet-errors";

type Outcome = { claimed: ClaimPrepaidResponse["claimed"] } | { errorKey: TranslationKey };

/**
 * `?claim=<token>`, the link of the offer mail (docs/wallet.md "The claim"): the card is claimed once,
 * the parameter leaves the address (a reload or a shared address claims nothing), and the screen says
 * who offered which card ("Camille vous a offert une carte 20 places"), or why the link no longer works.
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
      (answer) => setOutcome({ claimed: answer.claimed }),
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
  const { card, giverFirstName } = outcome.claimed;
  // Every prepaid card counts places (SPEC 3 quantity): "une carte 20 places", whatever its name.
  const title = giverFirstName
    ? t("WalletPage.Claim.From", { giver: giverFirstName, count: card.quantity.initial })
    : t("WalletPage.Claim.Title");
  return (
    <div role="status">
      <Card tone="accent" title={title}>
        <p>{t("WalletPage.Claim.Done", { name: card.name, number: formatWalletCardNumber(card.number) })}</p>
      </Card>
    </div>
  );
}
