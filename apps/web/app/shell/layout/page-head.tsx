import { ScreenViewTracker } from "../../lib/analytics/screen-view-tracker";
import { usePageHandle } from "../../lib/routing/route-handle";
import { PageTitle } from "../page-title";

/**
 * The page's title and its analytics screen view, from the matched routes' handles (SPEC 2.1
 * titles, SPEC 2.2 screen names): route modules declare them in `handle` and render neither.
 */
export function PageHead() {
  const { handle } = usePageHandle();
  return (
    <>
      {handle.titleKey ? <PageTitle titleKey={handle.titleKey} /> : null}
      <ScreenViewTracker />
    </>
  );
}
