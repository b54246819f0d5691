import type { Language } from "@cinelux/contract/languages";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { SignOutButton } from "../../../shell/sign-out-button";
import { HomeIllustration } from "./home-illustration";

/**
 * The hero's frame, shared by the home and its server-rendered stand-in (home-loading.tsx), so the
 * scene sits at the very same place in both: the page does not move when the greeting arrives.
 */
export function HomeHeroFrame({ title, actions }: { title: ReactNode; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="home-hero">
      <div className="home-hero__text">
        <p className="home-hero__eyebrow">{t("Home.Eyebrow")}</p>
        {title}
        <p className="home-hero__intro">{t("Home.Intro")}</p>
        <div className="home-hero__actions">{actions}</div>
      </div>
      <HomeIllustration />
    </header>
  );
}

/** The top of the home: the greeting (the page's h1), what the space holds, and the way out. */
export function HomeHero({ language, firstName }: { language: Language; firstName: string | undefined }) {
  const { t } = useTranslation();
  return (
    <HomeHeroFrame
      title={
        <h1 className="home-hero__title">
          {firstName ? t("Home.Greeting", { firstName }) : t("Home.GreetingNoName")}
        </h1>
      }
      actions={<SignOutButton language={language} />}
    />
  );
}
