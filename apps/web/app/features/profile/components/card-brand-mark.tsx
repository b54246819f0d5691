import type { CardIcon } from "@cinelux/contract/profile";
import type { ReactNode } from "react";

/**
 * The card networks' marks, drawn inline (no request, crisp at any size). Decorative: the brand's
 * name is written beside it. The word marks are the networks' own names, not translated text.
 */
const WORD_MARKS = { cb: "CB", visa: "VISA", amex: "AMEX", ecarte: "e-CB" } as const;

export function CardBrandMark({ icon }: { icon: CardIcon }) {
  return (
    <svg
      className="profile-card__mark"
      data-icon={icon}
      viewBox="0 0 48 32"
      width="48"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      {MARKS[icon]}
    </svg>
  );
}

/** A brand's word, centred on the card. */
function WordMark({
  word,
  y,
  size,
  weight,
  fill,
  italic = false,
}: {
  word: string;
  y: number;
  size: number;
  weight: number;
  fill: string;
  italic?: boolean;
}) {
  return (
    <text
      x="24"
      y={y}
      textAnchor="middle"
      fontFamily="Arial, sans-serif"
      fontSize={size}
      fontStyle={italic ? "italic" : undefined}
      fontWeight={weight}
      fill={fill}
    >
      {word}
    </text>
  );
}

const MARKS: Record<CardIcon, ReactNode> = {
  cb: (
    <>
      <defs>
        <linearGradient id="profile-mark-cb" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1d9bd7" />
          <stop offset="1" stopColor="#0b5e3c" />
        </linearGradient>
      </defs>
      <rect width="48" height="32" rx="4" fill="url(#profile-mark-cb)" />
      <WordMark word={WORD_MARKS.cb} y={21} size={13} weight={700} fill="#fff" />
    </>
  ),
  visa: (
    <>
      <rect width="48" height="32" rx="4" fill="#fff" />
      <WordMark word={WORD_MARKS.visa} y={21} size={13} weight={800} fill="#1a1f71" italic />
    </>
  ),
  mc: (
    <>
      <rect width="48" height="32" rx="4" fill="#252525" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" />
      <path d="M24 8.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <rect width="48" height="32" rx="4" fill="#2e77bc" />
      <WordMark word={WORD_MARKS.amex} y={20.5} size={11} weight={800} fill="#fff" />
    </>
  ),
  ecarte: (
    <>
      <rect width="48" height="32" rx="4" fill="#0055a4" />
      <WordMark word={WORD_MARKS.ecarte} y={20.5} size={11} weight={700} fill="#fff" />
    </>
  ),
};

/** A card outline for the empty state. */
export function NoCardIcon() {
  return (
    <svg viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="46" height="30" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="1" y="8" width="46" height="5" fill="currentColor" />
      <rect x="6" y="20" width="14" height="3" rx="1.5" fill="currentColor" />
    </svg>
  );
}
