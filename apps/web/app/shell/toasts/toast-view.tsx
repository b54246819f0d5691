import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n/use-translation";
import { dismissToast, type Toast } from "../../lib/toasts/toast-store";
import { CloseIcon } from "../icons";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** One toast (SPEC 2.1); loaded with the first toast a page shows (toast-container.tsx). */
export function ToastView({ toast }: { toast: Toast }) {
  const { t: translate } = useTranslation();
  const t = translate as unknown as Translate;
  const title = toast.title ?? (toast.i18n?.title ? t(toast.i18n.title, toast.i18n.values) : undefined);
  const content =
    toast.content ?? (toast.i18n?.content ? t(toast.i18n.content, toast.i18n.values) : undefined);
  const { cta } = toast;
  const onCta = () => {
    cta?.onClick?.();
    dismissToast(toast.id);
  };
  return (
    <div className={`toast toast--${toast.type}`}>
      <div className="toast__body">
        {title ? (
          <p className={`toast__title${toast.titleDesktopOnly ? " toast__title--desktop" : ""}`}>{title}</p>
        ) : null}
        {content ? <p className="toast__content">{content}</p> : null}
        {cta?.href?.startsWith("/") ? (
          <Link className="toast__cta" to={cta.href} onClick={onCta}>
            {t(cta.label)}
          </Link>
        ) : cta?.href ? (
          <a className="toast__cta" href={cta.href} onClick={onCta}>
            {t(cta.label)}
          </a>
        ) : cta ? (
          <button type="button" className="toast__cta" onClick={onCta}>
            {t(cta.label)}
          </button>
        ) : null}
      </div>
      {toast.closable ? (
        <button
          type="button"
          className="toast__close"
          aria-label={t("Toast.Close")}
          onClick={() => dismissToast(toast.id)}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
