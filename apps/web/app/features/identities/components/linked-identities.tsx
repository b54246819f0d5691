import {
  IDENTITY_ICONS,
  IDENTITY_PROVIDERS,
  type IdentitiesResponse,
  type IdentityProvider,
  isLastWayToSignIn,
  type LinkedIdentity,
} from "@cinelux/contract/identities";
import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { ApiError } from "../../../lib/api/api-error";
import { reportApiError } from "../../../lib/api/error-toast";
import { publicConfig } from "../../../lib/environment/public-config";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Modal } from "../../../shell/modals/modal";
import { closeModal, openModal } from "../../../shell/modals/modal-store";
import { Button, Card, Skeleton } from "../../../ui";
import { getIdentitiesQueryOptions } from "../api/get-identities";
import { useLinkIdentity } from "../api/link-identity";
import { useUnlinkIdentity } from "../api/unlink-identity";
import { type LinkPopupResult, type OpenLinkPopup, openFakeLinkPopup, openLinkPopup } from "../link-popup";
import { ProviderIcon } from "./provider-icon";
import "./linked-identities.css";

export const UNLINK_MODAL = "identities-unlink";

const PROVIDER_KEYS = {
  facebook: "Identities.Provider.Facebook",
  apple: "Identities.Provider.Apple",
  "google-oauth2": "Identities.Provider.Google",
} as const satisfies Record<IdentityProvider, string>;

const POPUP_ERROR_KEYS = {
  failed: "Identities.Error.Failed",
  unavailable: "Identities.Error.Unavailable",
  blocked: "Identities.Error.Blocked",
  timeout: "Identities.Error.Timeout",
} as const;

const API_ERROR_KEYS: Record<string, string> = {
  IDENTITY_ALREADY_LINKED: "Identities.Error.AlreadyLinked",
  IDENTITY_PROVIDER_ALREADY_LINKED: "Identities.Error.ProviderLinked",
  IDENTITY_LINK_TOKEN_INVALID: "Identities.Error.Failed",
  IDENTITY_LAST_SIGN_IN_METHOD: "Identities.LastWay",
};

const defaultOpenPopup: OpenLinkPopup = (options) =>
  import.meta.env.VITE_FAKE_ENDPOINTS === "1" ? openFakeLinkPopup(options) : openLinkPopup(options);

/** The identity provider's origin, where the link popup's pages are (the root loader provides it). */
function useIdpOrigin(): string | undefined {
  const [origin, setOrigin] = useState<string>();
  useEffect(() => {
    let active = true;
    void publicConfig().then((config) => {
      if (active) {
        setOrigin(new URL(config.auth.authority).origin);
      }
    });
    return () => {
      active = false;
    };
  }, []);
  return origin;
}

function showError(error: unknown, provider: string) {
  const key = error instanceof ApiError ? API_ERROR_KEYS[error.code] : undefined;
  if (!key) {
    reportApiError(error);
    return;
  }
  showToast({ type: "error", i18n: { content: key, values: { provider } }, closable: true });
}

/**
 * SPEC 3 "Linked identity": the ways to sign in — the e-mail and password, then Facebook,
 * Apple and Google, each linked (with the name the provider gave) or with a button that links it
 * through the provider's popup. The last way to sign in cannot be unlinked (docs/identities.md).
 */
export function LinkedIdentities({
  language,
  openPopup = defaultOpenPopup,
}: {
  language: Language;
  openPopup?: OpenLinkPopup;
}) {
  const { t } = useTranslation();
  const query = useQuery({ ...getIdentitiesQueryOptions(language), retryOnMount: false });
  return (
    <Card title={t("Identities.Title")} description={t("Identities.Description")} className="identities">
      {query.data ? (
        <IdentityList identities={query.data} language={language} openPopup={openPopup} />
      ) : query.isError ? (
        <div className="identities__failed">
          <p>{t("Identities.LoadError")}</p>
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {t("Identities.Retry")}
          </Button>
        </div>
      ) : (
        <Skeleton lines={4} label={t("Identities.Loading")} />
      )}
    </Card>
  );
}

function IdentityList({
  identities,
  language,
  openPopup,
}: {
  identities: IdentitiesResponse;
  language: Language;
  openPopup: OpenLinkPopup;
}) {
  const { t } = useTranslation();
  const idpOrigin = useIdpOrigin();
  const link = useLinkIdentity(language);
  const unlink = useUnlinkIdentity(language);
  const [waiting, setWaiting] = useState<{ provider: IdentityProvider; cancel: () => void } | null>(null);
  const [toUnlink, setToUnlink] = useState<LinkedIdentity | null>(null);
  const lastWayId = useId();
  const password = identities.find((identity) => identity.provider === "password");
  const lastWay = isLastWayToSignIn(identities);

  async function startLink(provider: IdentityProvider) {
    const label = t(PROVIDER_KEYS[provider]);
    const popup = openPopup({ provider, language, idpOrigin: idpOrigin ?? window.location.origin });
    setWaiting({ provider, cancel: popup.cancel });
    const outcome: LinkPopupResult = await popup.result;
    setWaiting(null);
    if ("error" in outcome) {
      if (outcome.error !== "cancelled") {
        showToast({
          type: "error",
          i18n: { content: POPUP_ERROR_KEYS[outcome.error], values: { provider: label } },
          closable: true,
        });
      }
      return;
    }
    try {
      await link.mutateAsync({ provider, token: outcome.token });
      showToast({ type: "info", i18n: { content: "Identities.Linked", values: { provider: label } } });
    } catch (error) {
      showError(error, label);
    }
  }

  async function confirmUnlink() {
    if (!toUnlink || toUnlink.provider === "password") {
      return;
    }
    const label = t(PROVIDER_KEYS[toUnlink.provider]);
    try {
      await unlink.mutateAsync({ provider: toUnlink.provider, id: toUnlink.account.id });
      closeModal(UNLINK_MODAL);
      showToast({ type: "info", i18n: { content: "Identities.Unlinked", values: { provider: label } } });
    } catch (error) {
      closeModal(UNLINK_MODAL);
      showError(error, label);
    }
  }

  return (
    <>
      <ul className="identities__list">
        {password ? (
          <li className="identities__row">
            <ProviderIcon icon={IDENTITY_ICONS.password} />
            <div className="identities__text">
              <p className="identities__provider">{t("Identities.Password")}</p>
              <p className="identities__account">{password.account.name}</p>
            </div>
          </li>
        ) : null}
        {IDENTITY_PROVIDERS.map((provider) => {
          const label = t(PROVIDER_KEYS[provider]);
          const linked = identities.find((identity) => identity.provider === provider);
          const isWaiting = waiting?.provider === provider;
          return (
            <li key={provider} className="identities__row">
              <ProviderIcon icon={IDENTITY_ICONS[provider]} />
              <div className="identities__text">
                <p className="identities__provider">{label}</p>
                <p className="identities__account">
                  {linked
                    ? linked.account.name
                    : isWaiting
                      ? t("Identities.Waiting", { provider: label })
                      : t("Identities.NotLinked")}
                </p>
                {linked && lastWay ? (
                  <p className="identities__hint" id={lastWayId}>
                    {t("Identities.LastWay")}
                  </p>
                ) : null}
              </div>
              <div className="identities__action">
                {linked ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={lastWay}
                    aria-describedby={lastWay ? lastWayId : undefined}
                    aria-label={t("Identities.UnlinkLabel", { provider: label })}
                    onClick={() => {
                      setToUnlink(linked);
                      openModal(UNLINK_MODAL);
                    }}
                  >
                    {t("Identities.Unlink")}
                  </Button>
                ) : isWaiting ? (
                  <Button variant="ghost" size="sm" onClick={() => waiting.cancel()}>
                    {t("Identities.CancelLink")}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    disabled={waiting !== null}
                    busy={link.isPending && link.variables?.provider === provider}
                    aria-label={t("Identities.LinkLabel", { provider: label })}
                    onClick={() => void startLink(provider)}
                  >
                    {t("Identities.Link")}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Modal
        id={UNLINK_MODAL}
        title={t("Identities.UnlinkConfirm.Title", {
          provider: toUnlink && toUnlink.provider !== "password" ? t(PROVIDER_KEYS[toUnlink.provider]) : "",
        })}
      >
        {toUnlink && toUnlink.provider !== "password" ? (
          <div className="identities__confirm">
            <p>
              {t("Identities.UnlinkConfirm.Body", {
                provider: t(PROVIDER_KEYS[toUnlink.provider]),
                name: toUnlink.account.name,
              })}
            </p>
            <div className="identities__confirm-actions">
              <Button variant="danger" busy={unlink.isPending} onClick={() => void confirmUnlink()}>
                {t("Identities.UnlinkConfirm.Confirm")}
              </Button>
              <Button variant="secondary" onClick={() => closeModal(UNLINK_MODAL)}>
                {t("Identities.UnlinkConfirm.Cancel")}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
