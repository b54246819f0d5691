import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { AccountDeletion } from "./account-deletion";
import { MailChange } from "./mail-change";
import "./account-security.css";

/**
 * The profile's security section (docs/account-security.md): the e-mail change in two steps and the account
 * deletion. The guarded layout has already read the account; until then nothing shows.
 */
export function AccountSecurity({ language }: { language: Language }) {
  const { data: account } = useQuery(getAccountQueryOptions(language));
  if (!account) {
    return null;
  }
  return (
    <div className="account-security">
      <MailChange language={language} account={account} />
      <AccountDeletion language={language} account={account} />
    </div>
  );
}
