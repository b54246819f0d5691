import { Suspense } from "react";
import { preloadableLazy } from "../../lib/lazy/preloadable-lazy";
import { useToasts } from "../../lib/toasts/toast-state";

// A toast follows something the visitor did or a call that failed, never the first render, so its
// view loads with the first toast instead of with every page; a signed-in page, which raises the
// session's toasts at once, loads it ahead (signed-in-parts.tsx).
const toastView = preloadableLazy(() => import("./toast-view").then((module) => module.ToastView));
const ToastView = toastView.Component;

/** Loads the toast view before the first toast, so that toast shows in the commit that raises it. */
export const preloadToastView = toastView.preload;

/**
 * SPEC 2.1 toast container: one toast at a time. Both live regions exist from the first render so
 * screen readers announce what later appears in them: info politely, errors at once.
 */
export function ToastContainer() {
  const { current } = useToasts();
  return (
    <div className="toasts">
      <div className="toasts__region" role="status" aria-live="polite">
        {current?.type === "info" ? (
          <Suspense fallback={null}>
            <ToastView key={current.id} toast={current} />
          </Suspense>
        ) : null}
      </div>
      <div className="toasts__region" role="alert" aria-live="assertive">
        {current?.type === "error" ? (
          <Suspense fallback={null}>
            <ToastView key={current.id} toast={current} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
