import type { Language } from "@cinelux/contract/languages";
import {
  GOODWILL_NOTE_MAX,
  GOODWILL_REASONS,
  type GoodwillReason,
  GoodwillReasonSchema,
} from "@cinelux/contract/staff-customers";
import { type FormEvent, useRef, useState } from "react";
import { fill, useStaffTexts } from "../../../lib/staff/staff-texts";
import { StaffError } from "../../../shell/staff/staff-states";
import { Button, SelectField, TextAreaField } from "../../../ui";
import { useGiveGoodwill } from "../api/give-goodwill";
import { customersTexts } from "../texts";

/**
 * A goodwill voucher (docs/staff.md "Customers"): 1 or 2 seats, a reason of the list and a note,
 * for the reference the file was opened with. The server holds the daily limit and says when it
 * is reached.
 */
export function GoodwillForm({
  accountId,
  reference,
  language,
}: {
  accountId: string;
  reference: string;
  language: Language;
}) {
  const texts = useStaffTexts(customersTexts);
  const give = useGiveGoodwill(language, accountId);
  const [seats, setSeats] = useState("1");
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const [given, setGiven] = useState<string | null>(null);
  const reasonField = useRef<HTMLSelectElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setGiven(null);
    const parsed = GoodwillReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setMissing(true);
      reasonField.current?.focus();
      return;
    }
    setMissing(false);
    give.mutate(
      { seats: Number(seats), reason: parsed.data, reference, ...(note.trim() && { note }) },
      {
        onSuccess: (answer) => {
          setGiven(fill(texts.goodwillGiven, { name: answer.voucher.name, left: answer.remainingToday }));
          setNote("");
          setReason("");
        },
      },
    );
  }

  return (
    <section aria-labelledby="customer-goodwill">
      <h2 id="customer-goodwill">{texts.goodwill}</h2>
      <p className="staff-customers__muted">{texts.goodwillIntro}</p>
      <form className="staff-customers__goodwill" onSubmit={submit} noValidate>
        <SelectField
          label={texts.goodwillSeats}
          name="seats"
          value={seats}
          onChange={(event) => setSeats(event.target.value)}
        >
          <option value="1">{texts.goodwillOne}</option>
          <option value="2">{texts.goodwillTwo}</option>
        </SelectField>
        <SelectField
          ref={reasonField}
          label={texts.goodwillReason}
          name="goodwill-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value as GoodwillReason | "")}
          error={missing ? texts.goodwillReasonRequired : undefined}
          required
        >
          <option value="">{texts.reasonChoose}</option>
          {GOODWILL_REASONS.map((item) => (
            <option key={item} value={item}>
              {texts[`gw_${item}`]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={texts.goodwillNote}
          optionalText={texts.optional}
          name="goodwill-note"
          rows={2}
          maxLength={GOODWILL_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div>
          {give.isError ? <StaffError error={give.error} fallback={texts.actionError} /> : null}
          {given ? (
            <p className="staff-notice" role="status">
              {given}
            </p>
          ) : null}
          <Button type="submit" busy={give.isPending}>
            {texts.goodwillGive}
          </Button>
        </div>
      </form>
    </section>
  );
}
