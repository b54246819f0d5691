/**
 * The home's decorative scene: a spotlight, a film reel, a ticket and stars (home-spotlight.svg,
 * drawn in the design tokens' colours), drawn by account-home.css as the element's background.
 *
 * The build inlines the 1.6 KB file into that stylesheet, which the page loads before its
 * first paint. So the scene is drawn with the first paint, where a separate file arrived just after
 * it. On a phone the scene is the page's largest paint. Decorative: the page says everything in words.
 */
export function HomeIllustration() {
  return <div className="home-art" aria-hidden="true" />;
}
