/**
 * Loading placeholders shaped like the content to come, so nothing jumps when it arrives. The
 * region is announced once ("Loading…" from the caller) and the shapes are hidden from readers.
 */
export function Skeleton({ lines = 3, label }: { lines?: number; label: string }) {
  return (
    <div className="ui-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
        <span key={index} className="ui-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A card-shaped placeholder: a title bar and `lines` of text. */
export function SkeletonCard({ lines = 3, label }: { lines?: number; label: string }) {
  return (
    <div className="ui-card ui-skeleton-card" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <span className="ui-skeleton__title" aria-hidden="true" />
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
        <span key={index} className="ui-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}
