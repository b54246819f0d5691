import type { ReactNode } from "react";
import { Illustration, type IllustrationName } from "./illustration";

/**
 * A page that says one thing and offers where to go next: the not-found page, the error page, a
 * confirmation. The page's one h1; its actions sit in one row with a gap (buttons never touch).
 */
export function StatusPage({
  illustration,
  eyebrow,
  title,
  children,
  actions,
}: {
  illustration?: IllustrationName;
  /** A short line above the title ("Error 404"). */
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="ui-status-page">
      {illustration ? (
        <Illustration name={illustration} className="ui-status-page__illustration" eager />
      ) : null}
      {eyebrow ? <p className="ui-status-page__eyebrow">{eyebrow}</p> : null}
      <h1 className="ui-status-page__title">{title}</h1>
      {children ? <div className="ui-status-page__text">{children}</div> : null}
      {actions ? <div className="ui-status-page__actions">{actions}</div> : null}
    </section>
  );
}
