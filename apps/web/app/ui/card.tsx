import type { ReactNode } from "react";

type HeadingLevel = 2 | 3;

/**
 * A surface holding one subject (a profile section, a wallet card, a summary tile). With a title
 * it is a labelled region of the page outline; `actions` sit at its foot.
 */
export function Card({
  title,
  level = 2,
  description,
  actions,
  tone = "default",
  className,
  children,
}: {
  title?: ReactNode;
  level?: HeadingLevel;
  description?: ReactNode;
  actions?: ReactNode;
  tone?: "default" | "accent";
  className?: string;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      className={["ui-card", tone === "accent" ? "ui-card--accent" : "", className ?? ""].join(" ").trim()}
    >
      {title ? <Heading className="ui-card__title">{title}</Heading> : null}
      {description ? <p className="ui-card__description">{description}</p> : null}
      {children}
      {actions ? <div className="ui-card__actions">{actions}</div> : null}
    </section>
  );
}

/** Cards side by side from tablet width up, one column on a phone. */
export function CardGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={["ui-card-grid", className ?? ""].join(" ").trim()}>{children}</div>;
}
