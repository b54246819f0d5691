import { staffHasRole } from "@cinelux/contract/staff-roles";
import { Link } from "react-router";
import { useStaffMember } from "../../lib/staff/staff-member";
import { STAFF_SECTIONS, staffPath } from "../../lib/staff/staff-sections";
import { fill, useStaffLanguage, useStaffTexts } from "../../lib/staff/staff-texts";
import { Card, PageHeader } from "../../ui";
import { frameTexts } from "./texts";

/** The back-office's home: the sections the member's roles open, each with what it is for. */
export default function StaffWelcome() {
  const texts = useStaffTexts(frameTexts);
  const language = useStaffLanguage();
  const member = useStaffMember();
  const sections = STAFF_SECTIONS.filter((section) => staffHasRole(member.roles, section.role));
  const roles = member.roles.map((role) => texts[`role_${role}`]).join(", ");
  return (
    <>
      <PageHeader
        title={fill(texts.homeTitle, { name: member.displayName })}
        intro={fill(texts.homeIntro, { roles })}
      />
      <ul className="staff-home">
        {sections.map((section) => (
          <li key={section.key}>
            <Card>
              <h2 className="staff-home__title">
                <Link to={staffPath(language, section.key)}>{texts[section.key]}</Link>
              </h2>
              <p className="staff-home__intro">{texts[`${section.key}Intro`]}</p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
