import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { SignOutButton } from "../../../shell/sign-out-button";
import { HomeIllustration } from "./home-illustration";

/** The top of the home: the greeting (the page's h1), what the space holds, and the way out. */
export function HomeHero({ language, firstName }: { language: Language; firstName: string | undefined }) {
  const { t } = useTranslation();
  return (
    <header className="home-hero">
      <div className="home-hero__text">
        <p className="home-hero__eyebrow">{t("Home.Eyebrow")}</p>
        <h1 className="home-hero__title">
          {firstName ? t("Home.Greeting", { firstName }) : t("Home.GreetingNoName")}
        </h1>
        <p className="home-hero__intro">{t("Home.Intro")}</p>
        <div className="home-hero__actions">
          <SignOutButton language={language} />
        </div>
      </div>
      <HomeIllustration />
    </header>
  );
}
