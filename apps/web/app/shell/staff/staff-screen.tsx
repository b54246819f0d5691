import type { StaffRole } from "@cinelux/contract/staff-roles";
import { type ComponentType, type ReactNode, Suspense } from "react";
import { useStaffHasRole } from "../../lib/staff/staff-member";
import { staffPath } from "../../lib/staff/staff-sections";
import { useStaffLanguage, useStaffTexts } from "../../lib/staff/staff-texts";
import { ButtonLink, StatusPage } from "../../ui";
import { frameTexts } from "./texts";

/** What stands while a screen's code or data arrives: one heading that says so. */
export function StaffLoading() {
  const texts = useStaffTexts(frameTexts);
  return (
    <div className="staff-loading" aria-busy="true">
      <p aria-live="polite">{texts.loading}</p>
      <div className="staff-loading__shapes" aria-hidden="true">
        <span className="ui-skeleton__title" />
        <span className="ui-skeleton__line" />
        <span className="ui-skeleton__line" />
      </div>
    </div>
  );
}

/** A member without the section's role: the API would refuse them; the screen says why instead. */
function Forbidden() {
  const texts = useStaffTexts(frameTexts);
  const language = useStaffLanguage();
  return (
    <StatusPage
      title={texts.forbiddenTitle}
      actions={<ButtonLink to={staffPath(language)}>{texts.backHome}</ButtonLink>}
    >
      <p>{texts.forbiddenText}</p>
    </StatusPage>
  );
}

/** Renders `children` to members holding the role it `needs` (admin holds every role), else says the section is not theirs. */
export function StaffGate({ needs, children }: { needs: StaffRole; children: ReactNode }) {
  return useStaffHasRole(needs) ? children : <Forbidden />;
}

/**
 * A staff screen whose code is fetched only once the member's role is known: a route module
 * declares `const Screen = lazy(() => import(...))` and renders `<StaffScreen needs="agent" screen={Screen} />`,
 * so opening a staff URL without being staff loads no screen (docs/staff.md "The staff app").
 */
export function StaffScreen({ needs, screen: Screen }: { needs?: StaffRole; screen: ComponentType }) {
  const screen = (
    <Suspense fallback={<StaffLoading />}>
      <Screen />
    </Suspense>
  );
  // Without `needs`, a screen for every member (the home).
  return needs ? <StaffGate needs={needs}>{screen}</StaffGate> : screen;
}
