import type { Language } from "@cinelux/contract/languages";
import { CaseCommentRequestSchema } from "@cinelux/contract/support";
import { CASE_COMMENT_MAX } from "@cinelux/contract/support-limits";
import { type FormEvent, useState } from "react";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Button, TextAreaField } from "../../../ui";
import { useAddComment } from "../api/add-comment";
import { showMessagesError } from "../messages-errors";

/** SPEC 7 comment: the reply box of an open case; the contract's bounds checked before sending. */
export function ReplyForm({ language, caseId }: { language: Language; caseId: string }) {
  const { t } = useTranslation();
  const comment = useAddComment(language);
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<TranslationKey | null>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CaseCommentRequestSchema.safeParse({ body });
    if (!parsed.success) {
      setProblem("Messages.Reply.Required");
      return;
    }
    setProblem(null);
    try {
      await comment.mutateAsync({ caseId, body: parsed.data });
      setBody("");
      showToast({ type: "info", i18n: { content: "Messages.Reply.Sent" } });
    } catch (error) {
      showMessagesError(error, setProblem);
    }
  }

  return (
    <form className="messages__reply" noValidate onSubmit={(event) => void send(event)}>
      <TextAreaField
        label={t("Messages.Reply.Label")}
        hint={t("Messages.Reply.Hint", { max: CASE_COMMENT_MAX })}
        rows={4}
        maxLength={CASE_COMMENT_MAX}
        value={body}
        error={problem ? t(problem) : undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" busy={comment.isPending}>
        {t("Messages.Reply.Submit")}
      </Button>
    </form>
  );
}
