import type { ReactNode } from "react";

/** What a list shows when it has nothing yet: why it is empty and what to do about it. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  /** A decorative illustration (aria-hidden inside). */
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="ui-empty">
      {icon ? (
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
