import type { StaffMeResponse } from "@cinelux/contract/staff";
import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { requireLanguage } from "../../lib/domain/route-language";
import { QueryRoutes } from "../../lib/query/query-provider";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { staffRequest } from "../../lib/staff/staff-api";
import { StaffMemberProvider } from "../../lib/staff/staff-member";
import { useStaffTexts } from "../../lib/staff/staff-texts";
import { NotFoundPage } from "../../shell/not-found-page";
import { StaffFrame } from "../../shell/staff/staff-frame";
import { StaffLoading } from "../../shell/staff/staff-screen";
import { frameTexts } from "../../shell/staff/texts";
import { Button, StatusPage } from "../../ui";
import type { Route } from "./+types/staff-layout";

export const handle = {
  titleKey: "Title.Staff",
  descriptionKey: "Description.Staff",
  staff: true,
} as const satisfies RouteHandle;

/**
 * The back-office's guard (docs/staff.md "The staff app"): rendered in the browser only. No staff
 * token: the member signs in (password, then the code) and comes back here; a staff token: the
 * member and their roles, read once for every screen below. A customer's token is never used here
 * (the staff keep theirs apart), so a customer who types this address meets the staff sign-in.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const member = await staffRequest<StaffMeResponse>({ path: "/api/staff/me", language });
  return { member };
}

// The member is read once per visit; a screen's own data is its own.
export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return <StaffLoading />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const texts = useStaffTexts(frameTexts);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  return (
    <StatusPage
      title={texts.failedTitle}
      actions={<Button onClick={() => window.location.reload()}>{texts.retry}</Button>}
    >
      <p>{texts.failedText}</p>
    </StatusPage>
  );
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <QueryRoutes>
      <StaffMemberProvider member={loaderData.member}>
        <StaffFrame>
          <Outlet />
        </StaffFrame>
      </StaffMemberProvider>
    </QueryRoutes>
  );
}
