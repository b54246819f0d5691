import type { AccountResponse } from "@cinelux/contract/account";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Avatar, Card } from "../../../ui";

/** The full name as the customer wrote it: first name, infix, last name. */
export function fullName(account: Pick<AccountResponse, "firstName" | "infixName" | "lastName">): string {
  return [account.firstName, account.infixName, account.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}

/**
 * Who is signed in: SPEC 3 picture, or the initials in lowercase (pictureFallback), the name and
 * the e-mail address, read-only here (it changes through its own two-step flow, SPEC 4).
 */
export function IdentityCard({ account }: { account: AccountResponse }) {
  const { t } = useTranslation();
  const name = fullName(account);
  return (
    <Card className="profile-identity">
      <Avatar picture={account.picture} fallback={account.pictureFallback} size="lg" />
      <div className="profile-identity__text">
        <h2 className="profile-identity__name">{name || account.mail}</h2>
        <dl className="profile-identity__facts">
          <dt>
            {t("Profile.Identity.Mail")}
            {t("Form.LabelSeparator")}
          </dt>
          <dd>{account.mail}</dd>
        </dl>
      </div>
    </Card>
  );
}
