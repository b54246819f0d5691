/**
 * The home's decorative scene: a spotlight, a film reel, a ticket and stars. Drawn with the
 * design tokens (account-home.css), hidden from screen readers: the page says everything in words.
 */
export function HomeIllustration() {
  return (
    <svg className="home-art" viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="home-art-light" cx="50%" cy="0%" r="90%">
          <stop offset="0%" className="home-art__light-stop" />
          <stop offset="100%" className="home-art__light-stop home-art__light-stop--end" />
        </radialGradient>
      </defs>
      <path className="home-art__beam" d="M150 0 L40 220 L290 220 Z" fill="url(#home-art-light)" />
      <g className="home-art__reel" transform="translate(112 92)">
        <circle r="62" />
        <circle className="home-art__hub" r="12" />
        {[0, 60, 120, 180, 240, 300].map((angle) => (
          <circle
            key={angle}
            className="home-art__hole"
            r="14"
            cx={Math.round(36 * Math.cos((angle * Math.PI) / 180))}
            cy={Math.round(36 * Math.sin((angle * Math.PI) / 180))}
          />
        ))}
      </g>
      <path className="home-art__film" d="M112 154 C 150 170, 190 196, 250 190" />
      <g className="home-art__ticket" transform="translate(188 96) rotate(-12)">
        <path d="M0 0 H108 V22 a10 10 0 0 0 0 20 V64 H0 V42 a10 10 0 0 0 0 -20 Z" />
        <path className="home-art__ticket-line" d="M30 6 V58" />
        <rect className="home-art__ticket-text" x="42" y="18" width="50" height="7" rx="3.5" />
        <rect className="home-art__ticket-text" x="42" y="34" width="34" height="7" rx="3.5" />
      </g>
      <g className="home-art__stars">
        <path d="M262 34 l4 9 9 1 -7 6 2 9 -8 -5 -8 5 2 -9 -7 -6 9 -1 Z" />
        <path d="M40 48 l3 6 6 1 -5 4 1 6 -5 -3 -5 3 1 -6 -5 -4 6 -1 Z" />
        <circle cx="228" cy="64" r="3" />
        <circle cx="70" cy="150" r="2.5" />
        <circle cx="300" cy="120" r="2.5" />
      </g>
    </svg>
  );
}
