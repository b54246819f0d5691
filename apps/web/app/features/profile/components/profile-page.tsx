import type { DomainId } from "@cinelux/contract/domains";
import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, Card, PageHeader, SkeletonCard } from "../../../ui";
import { IdentityCard } from "./identity-card";
import { MyDataSection } from "./my-data-section";
import { PasswordSection } from "./password-section";
import { PaymentCardSection } from "./payment-card-section";
import { PersonalDetailsForm } from "./personal-details-form";

export interface ProfilePageProps {
  language: Language;
  domain: DomainId;
  /** settings.ageRestriction (SPEC 9: 15). */
  ageRestriction: number;
  /** More sections of the profile (e-mail, identities, deletion): they stack below these. */
  children?: ReactNode;
}

/**
 * SPEC 2.2 {language}/profile (analytics screen "profile"): the customer's details, bank card,
 * password link and data export, one section (Card) each. Further sections are the route's children.
 */
export function ProfilePage({ language, domain, ageRestriction, children }: ProfilePageProps) {
  const { t } = useTranslation();
  return (
    <div className="profile">
      <PageHeader title={t("Profile.Title")} intro={t("Profile.Intro")} />
      <div className="profile__sections">
        <ProfileSections language={language} domain={domain} ageRestriction={ageRestriction} />
        {children}
      </div>
    </div>
  );
}

function ProfileSections({ language, domain, ageRestriction }: Omit<ProfilePageProps, "children">) {
  const { t } = useTranslation();
  // The customer-area guard has loaded the account; after a failure the page says so in place.
  const {
    data: account,
    isError,
    isFetching,
    refetch,
  } = useQuery({
    ...getAccountQueryOptions(language),
    retryOnMount: false,
  });
  if (account) {
    return (
      <>
        <IdentityCard account={account} />
        <PersonalDetailsForm
          // A saved account from another tab or language starts the form afresh.
          key={account.id}
          account={account}
          language={language}
          ageRestriction={ageRestriction}
          defaultCountry={domain.toUpperCase()}
          showInfix={domain === "nl" || language === "nl" || Boolean(account.infixName)}
        />
        <PaymentCardSection account={account} language={language} />
        <PasswordSection mail={account.mail} language={language} />
        <MyDataSection language={language} />
      </>
    );
  }
  if (isError) {
    return (
      <Card title={t("Profile.LoadError")}>
        <Button variant="secondary" busy={isFetching} onClick={() => void refetch()}>
          {t("Profile.Retry")}
        </Button>
      </Card>
    );
  }
  return (
    <>
      <SkeletonCard lines={2} label={t("Profile.Loading")} />
      <SkeletonCard lines={8} label={t("Profile.Loading")} />
    </>
  );
}
