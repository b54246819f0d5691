import { useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { copyCode } from "../copy-code";

interface AdvantageCodeProps {
  code: string;
  /** The id of the advantage's name: several "Copy the code" buttons each say which code they copy. */
  describedBy: string;
}

/** The code to show at the counter or type in online, with a button that copies it. */
export function AdvantageCode({ code, describedBy }: AdvantageCodeProps) {
  const { t } = useTranslation();
  const codeRef = useRef<HTMLElement>(null);
  return (
    <div className="advantage__code">
      <p className="advantage__code-text">
        {t("Advantages.CodeLabel")}
        {t("Form.LabelSeparator")}
        <code ref={codeRef}>{code}</code>
      </p>
      <button
        type="button"
        className="button advantage__copy"
        aria-describedby={describedBy}
        onClick={() => {
          if (codeRef.current) {
            void copyCode(code, codeRef.current);
          }
        }}
      >
        {t("Advantages.Copy")}
      </button>
    </div>
  );
}
