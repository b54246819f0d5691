import type { StaffMeResponse } from "@cinelux/contract/staff";
import { lazy, Suspense } from "react";
import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { requireLanguage } from "../../lib/domain/route-language";
import { QueryRoutes } from "../../lib/query/query-provider";
import { staffRequest } from "../../lib/staff/staff-api";
import { StaffMemberProvider } from "../../lib/staff/staff-member";
import { STAFF_PAGE_HANDLE } from "../../lib/staff/staff-sections";
import { useStaffTexts } from "../../lib/staff/staff-texts";
import { NotFoundPage } from "../../shell/not-found-page";
import { StaffLoading } from "../../shell/staff/staff-screen";
import { frameTexts } from "../../shell/staff/texts";
import { Button, StatusPage } from "../../ui";
import type { Route } from "./+types/staff-layout";

// The frame comes after the guard: whoever is not staff never fetches it.
const StaffFrame = lazy(() => import("../../shell/staff/staff-frame"));

export const handle = STAFF_PAGE_HANDLE;

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
        <Suspense fallback={<StaffLoading />}>
          <StaffFrame>
            <Outlet />
          </StaffFrame>
        </Suspense>
      </StaffMemberProvider>
    </QueryRoutes>
  );
}
