import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import type { SettingsResponse } from "@cinelux/contract/settings";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { getAdvantagesQueryOptions } from "../../../lib/account/advantages";
import { type CatalogTarget, catalogUrl, type Translate } from "../../../lib/catalog/catalog-url";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { getTicketCountQueryOptions } from "../../../lib/tickets/get-ticket-count";
import {
  Badge,
  type BadgeTone,
  Button,
  ButtonLink,
  buttonClass,
  EmptyState,
  SkeletonCard,
} from "../../../ui";

/** The summary tiles (docs/home.md): pass, wallet, advantages; each loads and fails on its own. */
export function HomeSummary({
  language,
  account,
  settings,
}: {
  language: Language;
  account: AccountResponse;
  settings: SettingsResponse;
}) {
  const { t } = useTranslation();
  const { flags } = settings;
  const toCatalog = (target: CatalogTarget) =>
    catalogUrl(settings.urls.catalogBase, language, target, t as unknown as Translate);
  return (
    <section className="home-section" aria-labelledby="home-summary-title">
      <h2 className="home-section__title" id="home-summary-title" tabIndex={-1}>
        {t("Home.SummaryTitle")}
      </h2>
      <ul className="home-tiles">
        {account.subscription || flags.subscriptionEnabled ? (
          <li>
            <PassTile language={language} account={account} toCatalog={toCatalog} />
          </li>
        ) : null}
        <li>
          <WalletTile language={language} toCatalog={toCatalog} />
        </li>
        {flags.advantagesEnabled ? (
          <li>
            <AdvantagesTile language={language} />
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function Tile({
  kind,
  title,
  children,
  action,
}: {
  kind: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const titleId = useId();
  return (
    <article className={`home-tile home-tile--${kind}`} aria-labelledby={titleId}>
      <h3 className="home-tile__title" id={titleId}>
        {title}
      </h3>
      <div className="home-tile__body">{children}</div>
      {action ? <div className="home-tile__action">{action}</div> : null}
    </article>
  );
}

function Failed({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="home-tile__failed">
      <p>{t("Home.LoadError")}</p>
      <Button variant="secondary" size="sm" busy={busy} onClick={onRetry}>
        {t("Home.Retry")}
      </Button>
    </div>
  );
}

/** SPEC 3 subscription / subscriptionState: the pass and its state; else an invitation. */
function PassTile({
  language,
  account,
  toCatalog,
}: {
  language: Language;
  account: AccountResponse;
  toCatalog: (target: CatalogTarget) => string;
}) {
  const { t } = useTranslation();
  const state = account.subscriptionState;
  if (!account.subscription || !state) {
    return (
      <Tile kind="pass" title={t("Home.Pass.Title")}>
        <EmptyState
          title={t("Home.Pass.NoneTitle")}
          action={
            <a
              className={buttonClass({ variant: "secondary", size: "sm" })}
              href={toCatalog({ page: "Subscription" })}
            >
              {t("Home.Pass.Discover")}
            </a>
          }
        >
          {t("Home.Pass.NoneText")}
        </EmptyState>
      </Tile>
    );
  }
  const [tone, statusKey]: [
    BadgeTone,
    "Home.Pass.CancelPending" | "Home.Pass.PausePending" | "Home.Pass.Active",
  ] = state.cancelPending
    ? ["warning", "Home.Pass.CancelPending"]
    : state.pausePending
      ? ["warning", "Home.Pass.PausePending"]
      : ["success", "Home.Pass.Active"];
  const endDate = state.currentPlanEndDate
    ? new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(state.currentPlanEndDate))
    : null;
  return (
    <Tile
      kind="pass"
      title={t("Home.Pass.Title")}
      action={
        <ButtonLink variant="secondary" size="sm" to={paths.subscription(language)}>
          {t("Home.Pass.Manage")}
        </ButtonLink>
      }
    >
      {/* The plan's title is a translation key (PassType.*: docs/domain/subscription.md "Flags"). */}
      <p className="home-tile__figure">
        {state.currentPlan ? t(state.currentPlan.title as TranslationKey) : t("Home.Pass.PlanUnknown")}
      </p>
      <Badge tone={tone}>{t(statusKey)}</Badge>
      {endDate ? <p className="home-tile__note">{t("Home.Pass.EndsOn", { date: endDate })}</p> : null}
    </Tile>
  );
}

/** The wallet: tickets for sessions to come (GET /api/accounts/me/tickets/count). */
function WalletTile({
  language,
  toCatalog,
}: {
  language: Language;
  toCatalog: (target: CatalogTarget) => string;
}) {
  const { t } = useTranslation();
  const { data, isError, isFetching, refetch } = useQuery(getTicketCountQueryOptions(language));
  if (data === undefined) {
    return isError ? (
      <Tile kind="wallet" title={t("Home.Wallet.Title")}>
        <Failed busy={isFetching} onRetry={() => void refetch()} />
      </Tile>
    ) : (
      <SkeletonCard lines={2} label={t("Home.Loading")} />
    );
  }
  if (data.count === 0) {
    return (
      <Tile kind="wallet" title={t("Home.Wallet.Title")}>
        <EmptyState
          title={t("Home.Wallet.EmptyTitle")}
          action={
            <a
              className={buttonClass({ variant: "secondary", size: "sm" })}
              href={toCatalog({ page: "Movies" })}
            >
              {t("Home.Wallet.Browse")}
            </a>
          }
        >
          {t("Home.Wallet.EmptyText")}
        </EmptyState>
      </Tile>
    );
  }
  return (
    <Tile
      kind="wallet"
      title={t("Home.Wallet.Title")}
      action={
        <ButtonLink variant="secondary" size="sm" to={paths.tickets(language)}>
          {t("Home.Wallet.Open")}
        </ButtonLink>
      }
    >
      <p className="home-tile__figure">
        <span className="home-tile__number">{data.count}</span>{" "}
        <span>{t("Home.Wallet.Count", { count: data.count })}</span>
      </p>
    </Tile>
  );
}

/** The advantages still valid (flag advantagesEnabled), with a link to their page. */
function AdvantagesTile({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { data, isError, isFetching, refetch } = useQuery(getAdvantagesQueryOptions(language));
  if (data === undefined) {
    return isError ? (
      <Tile kind="advantages" title={t("Home.Advantages.Title")}>
        <Failed busy={isFetching} onRetry={() => void refetch()} />
      </Tile>
    ) : (
      <SkeletonCard lines={2} label={t("Home.Loading")} />
    );
  }
  if (data.length === 0) {
    return (
      <Tile kind="advantages" title={t("Home.Advantages.Title")}>
        <EmptyState title={t("Home.Advantages.EmptyTitle")}>{t("Home.Advantages.EmptyText")}</EmptyState>
      </Tile>
    );
  }
  return (
    <Tile
      kind="advantages"
      title={t("Home.Advantages.Title")}
      action={
        <ButtonLink variant="secondary" size="sm" to={paths.advantages(language)}>
          {t("Home.Advantages.Open")}
        </ButtonLink>
      }
    >
      <p className="home-tile__figure">
        <span className="home-tile__number">{data.length}</span>{" "}
        <span>{t("Home.Advantages.Count", { count: data.length })}</span>
      </p>
    </Tile>
  );
}
