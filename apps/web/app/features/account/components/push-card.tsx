import type { HomePush } from "@cinelux/contract/home-push-rules";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../ui";

/** One home push: an icon, a title and a text, its own action, and a button hiding it 60 days. */
export function PushCard({
  push,
  title,
  text,
  icon,
  dismissing,
  onDismiss,
  children,
}: {
  push: HomePush;
  title: string;
  text: string;
  icon: ReactNode;
  dismissing: boolean;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className={`home-push home-push--${push}`}>
      <span className="home-push__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="home-push__body">
        <h3 className="home-push__title">{title}</h3>
        <p className="home-push__text">{text}</p>
        <div className="home-push__action">{children}</div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="home-push__dismiss"
        busy={dismissing}
        aria-label={t("Home.Push.DismissLabel", { title })}
        onClick={onDismiss}
      >
        {t("Home.Push.Dismiss")}
      </Button>
    </li>
  );
}

/** Small line icons for the pushes (decorative). */
export const PUSH_ICONS = {
  birthDate: (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M4 21h16M5 21v-7h14v7M8 14v-3h8v3M12 11V8M12 5.5c.8 0 1.3-.6 1.3-1.3 0-.9-1.3-2.2-1.3-2.2s-1.3 1.3-1.3 2.2c0 .7.5 1.3 1.3 1.3Z" />
    </svg>
  ),
  optIn: (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M3 6h18v12H3zM3 7l9 6 9-6" />
    </svg>
  ),
  survey: (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="m12 3 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 16.9l-5.4 2.9 1.1-6.1-4.5-4.3 6.1-.8Z" />
    </svg>
  ),
} as const;
