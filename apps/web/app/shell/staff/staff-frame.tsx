import { BRAND } from "@cinelux/contract/brand";
import { LANGUAGES } from "@cinelux/contract/languages";
import { staffHasRole } from "@cinelux/contract/staff-roles";
import type { ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { switchLanguagePath } from "../../lib/domain/switch-language";
import { useStaffMember } from "../../lib/staff/staff-member";
import { STAFF_SECTIONS, staffPath } from "../../lib/staff/staff-sections";
import { fill, useStaffLanguage, useStaffTexts } from "../../lib/staff/staff-texts";
import { staffSignOut } from "../../lib/staff/staff-user-manager";
import { Button } from "../../ui";
import staffStyles from "./staff.css?url";
import { frameTexts } from "./texts";

/**
 * The back-office's frame (docs/staff.md "The staff app"): a bar with the member and the language,
 * the sections the member's roles open, and the screen. The customers' header and footer are not
 * shown here (the layout's handle hides them).
 */
export default function StaffFrame({ children }: { children: ReactNode }) {
  const texts = useStaffTexts(frameTexts);
  const language = useStaffLanguage();
  const member = useStaffMember();
  const { pathname, search } = useLocation();
  const sections = STAFF_SECTIONS.filter((section) => staffHasRole(member.roles, section.role));
  return (
    <div className="staff">
      <link rel="stylesheet" href={staffStyles} precedence="default" />
      <div className="staff__bar">
        <Link className="staff__brand" to={staffPath(language)}>
          <img className="staff__brand-mark" src="/assets/favicon.svg" alt="" width="32" height="32" />
          <span>
            {BRAND.name} <span className="staff__brand-area">{texts.appName}</span>
          </span>
        </Link>
        <div className="staff__account">
          <span className="staff__member">{fill(texts.signedInAs, { name: member.displayName })}</span>
          <nav aria-label={texts.language} className="staff__languages">
            {LANGUAGES.map((code) => (
              <Link
                key={code}
                to={switchLanguagePath(`${pathname}${search}`, code)}
                lang={code}
                hrefLang={code}
                aria-current={code === language ? "true" : undefined}
                className="staff__language"
              >
                {code.toUpperCase()}
              </Link>
            ))}
          </nav>
          <Button variant="ghost" size="sm" onClick={() => void staffSignOut()}>
            {texts.signOut}
          </Button>
        </div>
      </div>
      <div className="staff__body">
        <nav aria-label={texts.nav} className="staff__nav">
          <ul>
            {sections.map((section) => (
              <li key={section.key}>
                <NavLink to={staffPath(language, section.key)} className="staff__nav-link">
                  {texts[section.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="staff__screen">{children}</div>
      </div>
    </div>
  );
}
