import type { ReactNode } from "react";
import { Illustration, type IllustrationName } from "./illustration";

/** What a list shows when it has nothing yet: why it is empty and what to do about it. */
export function EmptyState({
  icon,
  illustration,
  title,
  children,
  action,
}: {
  /** A decorative illustration (aria-hidden inside). */
  icon?: ReactNode;
  /** One of the product's illustrations (ui/illustration.tsx), shown instead of the icon. */
  illustration?: IllustrationName;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={illustration ? "ui-empty ui-empty--illustrated" : "ui-empty"}>
      {illustration ? (
        <Illustration name={illustration} className="ui-empty__illustration" />
      ) : icon ? (
        <div className="ui-empty__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className="ui-empty__title">{title}</p>
      {children ? <div className="ui-empty__text">{children}</div> : null}
      {action ? <div className="ui-empty__action">{action}</div> : null}
    </div>
  );
}
