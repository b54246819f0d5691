import type { ReactNode } from "react";
import { ShowArtwork } from "../../../ui/artwork";

/** A film's card on the ratings screen: its poster, its title linking to its page, then `children`. */
export function FeelingCard({
  titleId,
  show,
  showUrl,
  children,
}: {
  titleId: string;
  show: { slug: string; name: string };
  showUrl: string;
  children: ReactNode;
}) {
  return (
    <article className="feeling-card" aria-labelledby={titleId}>
      <div className="feeling-card__poster">
        <ShowArtwork kind="poster" slug={show.slug} alt="" width={120} height={180} sizes="88px" />
      </div>
      <div className="feeling-card__body">
        <h3 className="feeling-card__title" id={titleId}>
          <a href={showUrl}>{show.name}</a>
        </h3>
        {children}
      </div>
    </article>
  );
}
