/**
 * SPEC 3 `picture` / `pictureFallback`: the customer's picture, or their initials in lowercase on
 * the brand colour. The picture is decorative when a name is shown beside it.
 */
export function Avatar({
  picture,
  fallback,
  size = "md",
  label,
}: {
  picture?: string | null;
  fallback: string;
  size?: "sm" | "md" | "lg";
  /** Accessible name when the avatar stands alone; omit when a name is written next to it. */
  label?: string;
}) {
  const className = `ui-avatar ui-avatar--${size}`;
  if (picture) {
    return <img className={className} src={picture} alt={label ?? ""} width={64} height={64} />;
  }
  if (label) {
    return (
      <span className={className} role="img" aria-label={label}>
        {fallback}
      </span>
    );
  }
  return (
    <span className={className} aria-hidden="true">
      {fallback}
    </span>
  );
}
