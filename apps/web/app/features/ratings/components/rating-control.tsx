import { EMOTIONS, type Emotion } from "@cinelux/contract/feelings-rules";
import { useTranslation } from "../../../lib/i18n/use-translation";

/**
 * The 1 to 5 rating (docs/domain/feelings.md "Emotion scale") as five toggle buttons: each is
 * reached with Tab and says what it means ("4 of 5: Liked it"); the chosen one is pressed. Buttons,
 * not radios: moving through radios with the arrow keys would rate at every step.
 */
export function RatingControl({
  title,
  value,
  busy,
  onRate,
}: {
  /** The show's name, in the group's accessible name. */
  title: string;
  value: Emotion | null;
  busy: boolean;
  onRate: (emotion: Emotion) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="rating-control">
      <fieldset className="rating-control__stars" aria-busy={busy || undefined}>
        <legend className="visually-hidden">{t("Ratings.Control.Label", { title })}</legend>
        {EMOTIONS.map((emotion) => {
          const pressed = value !== null && emotion <= value;
          return (
            <button
              key={emotion}
              type="button"
              className={pressed ? "rating-control__star rating-control__star--on" : "rating-control__star"}
              aria-pressed={value === emotion}
              aria-label={t("Ratings.Control.Value", {
                value: emotion,
                name: t(`Ratings.Emotion.${emotion}`),
              })}
              onClick={() => {
                if (!busy && emotion !== value) {
                  onRate(emotion);
                }
              }}
            >
              <span aria-hidden="true">★</span>
            </button>
          );
        })}
      </fieldset>
      <span className="rating-control__name" aria-live="polite">
        {value === null ? t("Ratings.Control.None") : t(`Ratings.Emotion.${value}`)}
      </span>
    </div>
  );
}
