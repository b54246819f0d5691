import type { ReactNode } from "react";

/**
 * A titled section of a catalog page: its h2 names it (`aria-labelledby`), so a screen reader's
 * list of regions reads the catalog's own titles. Each page keeps its classes.
 */
export function PageSection({
  id,
  className,
  titleClassName,
  title,
  children,
}: {
  id: string;
  className: string;
  titleClassName: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
