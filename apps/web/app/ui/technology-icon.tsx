import { useId } from "react";

/**
 * SPEC 9 "Tunnel technology icons": a premium format's mark at 42x14, drawn here so it costs no
 * request. The marks' words are trademarks, the same in every language; `label` (translated by the
 * caller) is what a screen reader hears.
 */
export type TechnologyMark = "imax" | "4dx" | "screenx" | "dolby";

const WORD: Record<TechnologyMark, string> = {
  imax: "IMAX",
  "4dx": "4DX",
  screenx: "SCREENX",
  dolby: "DOLBY",
};

export function TechnologyIcon({ technology, label }: { technology: TechnologyMark; label: string }) {
  // A page shows many 4DX marks: each gradient needs its own id, or the HTML repeats one.
  const gradientId = useId();
  return (
    <svg
      className={`ui-technology ui-technology--${technology}`}
      role="img"
      aria-label={label}
      width="42"
      height="14"
      viewBox="0 0 42 14"
    >
      {technology === "imax" ? (
        <>
          <rect width="42" height="14" rx="2" fill="#0b5cad" />
          <text
            x="21"
            y="10.6"
            textAnchor="middle"
            fontSize="10"
            fontWeight="800"
            letterSpacing="1"
            fill="#fff"
          >
            {WORD.imax}
          </text>
        </>
      ) : null}
      {technology === "4dx" ? (
        <>
          <defs>
            <linearGradient id={gradientId} x1="0" x2="1">
              <stop offset="0" stopColor="#ffd23f" />
              <stop offset="1" stopColor="#ff7a1a" />
            </linearGradient>
          </defs>
          <rect width="42" height="14" rx="2" fill={`url(#${gradientId})`} />
          <text
            x="21"
            y="10.8"
            textAnchor="middle"
            fontSize="10.5"
            fontWeight="900"
            fontStyle="italic"
            fill="#1a1a1d"
          >
            {WORD["4dx"]}
          </text>
        </>
      ) : null}
      {technology === "screenx" ? (
        <>
          {/* Three screens: the side walls fan out from the front one. */}
          <path d="M0.5 1.5 L6 3 V11 L0.5 12.5 Z M41.5 1.5 L36 3 V11 L41.5 12.5 Z" fill="#7ac8ff" />
          <rect x="6.5" y="1" width="29" height="12" rx="1" fill="#0d2a44" stroke="#7ac8ff" strokeWidth="1" />
          <text
            x="21"
            y="9.7"
            textAnchor="middle"
            fontSize="6.6"
            fontWeight="800"
            letterSpacing="0.3"
            fill="#fff"
          >
            {WORD.screenx}
          </text>
        </>
      ) : null}
      {technology === "dolby" ? (
        <>
          <rect x="0.5" y="0.5" width="41" height="13" rx="2" fill="#000" stroke="#fff" strokeWidth="1" />
          {/* The double-D: two half discs back to back. */}
          <path
            d="M4 3.5 H6 A3.5 3.5 0 0 1 6 10.5 H4 Z M12 3.5 H10 A3.5 3.5 0 0 0 10 10.5 H12 Z"
            fill="#fff"
          />
          <text
            x="27"
            y="10"
            textAnchor="middle"
            fontSize="7.4"
            fontWeight="800"
            letterSpacing="0.4"
            fill="#fff"
          >
            {WORD.dolby}
          </text>
        </>
      ) : null}
    </svg>
  );
}
