/**
 * The home's decorative scene: a spotlight, a film reel, a ticket and stars
 * (public/assets/home/spotlight.svg, drawn in the design tokens' colours). A file, not inline SVG:
 * it costs the home's first load no JavaScript. Decorative: the page says everything in words.
 */
export function HomeIllustration() {
  return <img className="home-art" src="/assets/home/spotlight.svg" alt="" width={320} height={220} />;
}
