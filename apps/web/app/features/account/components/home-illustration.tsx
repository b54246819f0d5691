/**
 * The home's decorative scene: a spotlight, a film reel, a ticket and stars
 * (public/assets/home/spotlight.svg, drawn in the design tokens' colours). A file, not inline SVG:
 * it costs the home's first load no JavaScript. Decorative: the page says everything in words.
 */
export const HOME_ART_URL = "/assets/home/spotlight.svg";

/**
 * The scene is the home's largest paint (Lighthouse's LCP element): its HTML preloads it (routes/
 * account/home.tsx `links`) and it is fetched first among images, so it is there when the page renders.
 */
export function HomeIllustration() {
  return <img className="home-art" src={HOME_ART_URL} alt="" width={320} height={220} fetchPriority="high" />;
}
