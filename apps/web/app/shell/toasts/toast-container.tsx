import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n/use-translation";
import { CloseIcon } from "../icons";
import { dismissToast, type Toast, useToasts } from "./toast-store";

type Translate = (key: string, values?: Record<string, string | number>) => string;

function ToastView({ toast }: { toast: Toast }) {
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

/**
 * SPEC 2.1 toast container: one toast at a time. Both live regions exist from the first render so
 * screen readers announce what later appears in them: info politely, errors at once.
 */
export function ToastContainer() {
  const { current } = useToasts();
  return (
    <div className="toasts">
      <div className="toasts__region" role="status" aria-live="polite">
        {current?.type === "info" ? <ToastView key={current.id} toast={current} /> : null}
      </div>
      <div className="toasts__region" role="alert" aria-live="assertive">
        {current?.type === "error" ? <ToastView key={current.id} toast={current} /> : null}
      </div>
    </div>
  );
}
