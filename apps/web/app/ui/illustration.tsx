/**
 * The product's illustrations: static SVGs in public/assets/illustrations (cached, no JS cost).
 * Decorative (alt=""): the text beside them says what they show. docs/design-system.md lists them.
 */
export const ILLUSTRATIONS = {
  "cinema-hero": { width: 480, height: 240 },
  "film-strip": { width: 240, height: 160 },
  "empty-tickets": { width: 240, height: 160 },
  "empty-cards": { width: 240, height: 160 },
  "empty-friends": { width: 240, height: 160 },
  "empty-messages": { width: 240, height: 160 },
  popcorn: { width: 240, height: 160 },
  "not-found": { width: 240, height: 160 },
  error: { width: 240, height: 160 },
} as const;

export type IllustrationName = keyof typeof ILLUSTRATIONS;

export function illustrationUrl(name: IllustrationName): string {
  return `/assets/illustrations/${name}.svg`;
}

export function Illustration({
  name,
  className,
  eager = false,
}: {
  name: IllustrationName;
  className?: string;
  /** Above the fold (a hero): load at once instead of lazily. */
  eager?: boolean;
}) {
  const { width, height } = ILLUSTRATIONS[name];
  return (
    <img
      className={["ui-illustration", className].filter(Boolean).join(" ")}
      src={illustrationUrl(name)}
      alt=""
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
