import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n/use-translation";
import { paths } from "../../lib/routing/paths";
import { useSettings } from "../../lib/settings/use-settings";
import { SignOutButton } from "../sign-out-button";
import { Modal } from "./modal";
import { closeModal } from "./modal-store";

/** SPEC 2.1 "Account modal": the first name if known, the account links and Sign out. */
export function AccountModal({ language, account }: { language: Language; account?: AccountResponse }) {
  const { t } = useTranslation();
  const { flags } = useSettings();
  const firstName = account?.firstName?.trim();
  const links = [
    { to: paths.home(language), label: t("Modal.Account.Profile") },
    flags.goodiesEnabled && { to: paths.vouchers(language), label: t("Modal.Account.Goodies") },
    // SPEC 2.1: Advantages goes to the customer route Cards.
    flags.advantagesEnabled && { to: paths.advantages(language), label: t("Modal.Account.Advantages") },
    { to: paths.tickets(language), label: t("Modal.Account.Booking") },
  ].filter((link) => link !== false);
  return (
    <Modal
      id="account"
      title={firstName ? t("Modal.Account.Greeting", { firstName }) : t("Modal.Account.Title")}
    >
      <ul className="modal-menu">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="modal-menu__item" to={link.to} onClick={() => closeModal("account")}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <SignOutButton language={language} />
    </Modal>
  );
}
