import { type ReactNode, useId, useState } from "react";
import { ChevronIcon } from "../icons";

interface FooterColumnProps {
  title: string;
  /** Mobile: the title is a button that folds the links (an accordion). Desktop: always open. */
  accordion: boolean;
  children: ReactNode;
}

export function FooterColumn({ title, accordion, children }: FooterColumnProps) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <div className="footer-column">
      <h2 className="footer-column__title">
        {accordion ? (
          <button
            type="button"
            className="footer-column__toggle"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((value) => !value)}
          >
            {title}
            <ChevronIcon />
          </button>
        ) : (
          title
        )}
      </h2>
      {/* Server-rendered collapsed (mobile first); CSS shows it on desktop until hydration. */}
      <ul className="footer-column__panel" id={panelId} hidden={accordion && !expanded}>
        {children}
      </ul>
    </div>
  );
}
