import type { ReactNode } from "react";

/** Inline SVG icons (no icon library, DESIGN.md budgets). All are decorative: the control names itself. */
function Svg({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className ?? "icon"}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function PersonIcon() {
  return (
    <Svg>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </Svg>
  );
}

export function GlobeIcon() {
  return (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="4" ry="9" />
      <path d="M3 12h18" />
    </Svg>
  );
}

export function CloseIcon() {
  return (
    <Svg>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function MenuIcon() {
  return (
    <Svg>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Svg>
  );
}

export function ChevronIcon() {
  return (
    <Svg className="icon icon--chevron">
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

const SOCIAL_PATHS: Record<string, ReactNode> = {
  facebook: (
    <path d="M14 21v-8h3l.5-3.5H14V7.8c0-1 .3-1.8 1.8-1.8h1.8V3c-.4 0-1.4-.1-2.6-.1-2.6 0-4.3 1.6-4.3 4.5v2.1H7.8V13h2.9v8z" />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  x: <path d="M4 4h4l12 16h-4zM20 4l-6.8 7.6M4 20l6.8-7.6" />,
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.5 4.5 5 4.5" />,
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M8 10v7M8 7h.01M12 17v-7M12 13c0-2 1.5-3 3-3s2 1 2 3v4" />
    </>
  ),
};
SOCIAL_PATHS.twitter = SOCIAL_PATHS.x;

/** A social network's icon, chosen by its label (SPEC 3 "Footer data": the label is the icon name). */
export function SocialIcon({ name }: { name: string }) {
  return <Svg>{SOCIAL_PATHS[name.toLowerCase()] ?? <circle cx="12" cy="12" r="8" />}</Svg>;
}

/** The club card's promo image on desktop (SPEC 2.1): a card with a star. */
export function ClubPromoImage() {
  return (
    <svg className="menu-image menu-image--club" viewBox="0 0 48 30" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="46" height="28" rx="4" fill="#b3122a" stroke="#fff" strokeWidth="2" />
      <path d="m24 7 2.4 5 5.4.6-4 3.7 1.1 5.3L24 19l-4.9 2.6 1.1-5.3-4-3.7 5.4-.6z" fill="#fff" />
    </svg>
  );
}

/** The subscription pass image (SPEC 2.1: French domain only). */
export function PassImage() {
  return (
    <svg className="menu-image menu-image--pass" viewBox="0 0 48 30" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="46" height="28" rx="4" fill="#111" stroke="#fff" strokeWidth="2" />
      <rect x="6" y="8" width="10" height="14" rx="2" fill="#fff" />
      <path d="M21 11h20M21 16h14M21 21h17" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
