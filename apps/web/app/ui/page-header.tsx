import type { ReactNode } from "react";

/** The top of a screen: its one h1, an optional intro and actions beside it on wide screens. */
export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="ui-page-header">
      <div className="ui-page-header__text">
        <h1>{title}</h1>
        {intro ? <p className="ui-page-header__intro">{intro}</p> : null}
      </div>
      {actions ? <div className="ui-page-header__actions">{actions}</div> : null}
    </header>
  );
}
