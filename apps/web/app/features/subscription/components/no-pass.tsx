import type { Language } from "@cinelux/contract/languages";
import { AttachCardRequestSchema } from "@cinelux/contract/subscription";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../lib/api/api-error";
import { reportApiError } from "../../../lib/api/error-toast";
import { isCaptchaRefusal } from "../../../lib/captcha/captcha-answer";
import { CaptchaField } from "../../../lib/captcha/captcha-field";
import { useCaptcha } from "../../../lib/captcha/use-captcha";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Button, Card, EmptyState, TextField } from "../../../ui";
import { useAttachCard } from "../api/attach-card";

const REFUSALS: Record<string, TranslationKey> = {
  PASS_CARD_NOT_FOUND: "Subscription.Attach.NotFound",
  PASS_CARD_ALREADY_ATTACHED: "Subscription.Attach.AlreadyAttached",
};

/** No pass yet: the catalog's Subscription page, and a card already held attached by name and number. */
export function NoPass({ language, subscribeUrl }: { language: Language; subscribeUrl: string }) {
  const { t } = useTranslation();
  return (
    <>
      <EmptyState
        illustration="empty-cards"
        title={t("Subscription.None.Title")}
        action={
          <a className="ui-button ui-button--primary" href={subscribeUrl}>
            {t("Subscription.None.Discover")}
          </a>
        }
      >
        {t("Subscription.None.Text")}
      </EmptyState>
      <AttachCardForm language={language} />
    </>
  );
}

function AttachCardForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const attach = useAttachCard(language);
  const [lastname, setLastname] = useState("");
  const [cardNumber, setCardNumber] = useState("");
  const [errors, setErrors] = useState<{
    lastname?: string;
    cardNumber?: string;
    captcha?: string;
    form?: string;
  }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The contract's schema, as the server's: a name, and 8 to 20 digits (spaces and hyphens allowed).
    const parsed = AttachCardRequestSchema.safeParse({ lastname, cardNumber });
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setErrors({
        lastname: paths.has("lastname") ? t("Subscription.Attach.LastnameInvalid") : undefined,
        cardNumber: paths.has("cardNumber") ? t("Subscription.Attach.NumberInvalid") : undefined,
      });
      return;
    }
    setErrors({});
    try {
      await attach.mutateAsync({ card: { lastname, cardNumber }, captcha: await captcha.solve() });
      setLastname("");
      setCardNumber("");
      showToast({ type: "info", i18n: { content: "Subscription.Attach.Done" } });
    } catch (error) {
      if (isCaptchaRefusal(error)) {
        setErrors({ captcha: t("Subscription.Attach.CaptchaRefused") });
      } else if (error instanceof ApiError && REFUSALS[error.code]) {
        setErrors({ form: t(REFUSALS[error.code] as TranslationKey) });
      } else {
        reportApiError(error, "default");
      }
    } finally {
      // One answer serves one call (docs/captcha.md).
      captcha.renew();
    }
  }

  return (
    <Card title={t("Subscription.Attach.Title")} description={t("Subscription.Attach.Intro")}>
      <form className="subscription-attach" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t("Subscription.Attach.Lastname")}
          autoComplete="family-name"
          value={lastname}
          error={errors.lastname}
          onChange={(event) => setLastname(event.target.value)}
        />
        <TextField
          label={t("Subscription.Attach.Number")}
          hint={t("Subscription.Attach.NumberHint")}
          inputMode="numeric"
          autoComplete="off"
          value={cardNumber}
          error={errors.cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
        />
        <CaptchaField captcha={captcha} language={language} error={errors.captcha} />
        {errors.form ? (
          <p className="ui-field__error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div>
          <Button type="submit" busy={attach.isPending}>
            {t("Subscription.Attach.Submit")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
