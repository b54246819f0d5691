import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { getCardPictureQueryOptions } from "../api/get-card-picture";

/** The card photo, fetched with the token as a blob (SPEC 7), or the holder's initials while none shows. */
export function PassPhoto({
  language,
  picture,
  alt,
  initials,
}: {
  language: Language;
  picture: string | null;
  alt: string;
  initials: string;
}) {
  const { data } = useQuery({
    ...getCardPictureQueryOptions(language, picture ?? ""),
    enabled: Boolean(picture),
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  if (url) {
    return <img className="pass-card__photo" src={url} alt={alt} width={120} height={160} />;
  }
  return (
    <span className="pass-card__photo pass-card__photo--empty" aria-hidden="true">
      {initials}
    </span>
  );
}
