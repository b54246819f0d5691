import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { Link } from "react-router";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { paths } from "../../../../lib/routing/paths";
import { Card } from "../../../../ui";
import { formatDate } from "../../format";

/** The profile fields the contract names the holder by; the others (phone, picture…) it does not need. */
export const CONTRACT_FIELDS = [
  "firstName",
  "lastName",
  "birthDate",
  "address",
  "postalCode",
  "city",
  "country",
] as const;

/** The contract's fields the profile lacks: the sign-up waits until they are filled in. */
export function missingDetails(account: AccountResponse): (typeof CONTRACT_FIELDS)[number][] {
  return CONTRACT_FIELDS.filter((field) => !account[field]?.trim());
}

/** The holder's name in the account's order (the Dutch infix between first and last name). */
function fullName(account: AccountResponse): string {
  return [account.firstName, account.infixName, account.lastName].filter(Boolean).join(" ");
}

/** Step 2: the holder as the profile says, and where to correct it. */
export function DetailsSection({
  account,
  language,
  missing,
}: {
  account: AccountResponse;
  language: Language;
  missing: boolean;
}) {
  const { t } = useTranslation();
  const dash = t("Subscribe.Details.Missing");
  const address = [
    account.address,
    account.addressComplement,
    [account.postalCode, account.city].filter(Boolean).join(" "),
    account.country,
  ].filter(Boolean);
  return (
    <Card title={t("Subscribe.Details.Title")} className="subscribe-section">
      <dl className="subscribe-facts">
        <div>
          <dt>{t("Subscribe.Details.Name")}</dt>
          <dd>{fullName(account) || dash}</dd>
        </div>
        <div>
          <dt>{t("Subscribe.Details.BirthDate")}</dt>
          <dd>{account.birthDate ? formatDate(account.birthDate, language) : dash}</dd>
        </div>
        <div>
          <dt>{t("Subscribe.Details.Address")}</dt>
          <dd>
            {address.length > 0
              ? address.map((line) => (
                  <span className="subscribe-facts__line" key={line}>
                    {line}
                  </span>
                ))
              : dash}
          </dd>
        </div>
        <div>
          <dt>{t("Subscribe.Details.Mail")}</dt>
          <dd>{account.mail}</dd>
        </div>
      </dl>
      {missing ? (
        <p className="ui-field__error" role="alert">
          {t("Subscribe.Details.Incomplete")}
        </p>
      ) : null}
      <p className="subscribe-note">
        {t("Subscribe.Details.Wrong")} <Link to={paths.profile(language)}>{t("Subscribe.Details.Edit")}</Link>
      </p>
    </Card>
  );
}
