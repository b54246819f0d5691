import { replace } from "react-router";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { useStaffTexts } from "../../lib/staff/staff-texts";
import { completeStaffSignIn } from "../../lib/staff/staff-user-manager";
import { StaffLoading } from "../../shell/staff/staff-screen";
import { frameTexts } from "../../shell/staff/texts";
import { ButtonLink, StatusPage } from "../../ui";

export const handle = STAFF_PAGE_HANDLE;

/** The provider's return to the back-office (docs/staff.md "Sign-in"): the code exchange, then the page asked for. */
export async function clientLoader() {
  throw replace(await completeStaffSignIn());
}

export function HydrateFallback() {
  return <StaffLoading />;
}

/** A code already used or a state lost (another tab, an old link): sign in again. */
export function ErrorBoundary() {
  const texts = useStaffTexts(frameTexts);
  return (
    <StatusPage
      title={texts.signInFailedTitle}
      actions={<ButtonLink to="/staff">{texts.signInAgain}</ButtonLink>}
    >
      <p>{texts.signInFailedText}</p>
    </StatusPage>
  );
}

// Never shown: the client loader redirects or fails.
export default function StaffCallback() {
  return <StaffLoading />;
}
