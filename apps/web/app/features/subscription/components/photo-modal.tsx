import type { Language } from "@cinelux/contract/languages";
import {
  checkPhoto,
  DEFAULT_PHOTO_UPLOAD_PARAMS,
  type PhotoRuleError,
  photoRuleErrorOf,
} from "@cinelux/contract/photo-rules";
import { useQuery } from "@tanstack/react-query";
import { type ChangeEvent, useId, useState } from "react";
import { ApiError } from "../../../lib/api/api-error";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { getSettingsQueryOptions } from "../../../lib/settings/get-settings";
import { showToast } from "../../../lib/toasts/toast-store";
import { Modal } from "../../../shell/modals/modal";
import { closeModal } from "../../../shell/modals/modal-store";
import { useUpdatePhoto } from "../api/update-photo";
import { PHOTO_MODAL_ID } from "./photo-modal-id";

/** One attempt's answer replaces the previous attempt's toast. */
const PHOTO_TOAST_GROUP = "subscription-photo";

/** SPEC 8 "Photo failures": the toast titled Toast.SubscriptionAddNewPhoto.Fail.Title, with the SPEC 5 message when there is one. */
function photoFailureToast(rule: PhotoRuleError | null): void {
  showToast({
    type: "error",
    closable: true,
    group: PHOTO_TOAST_GROUP,
    i18n: {
      title: "Toast.SubscriptionAddNewPhoto.Fail.Title",
      content: rule ? rule.i18n : "Toast.SubscriptionAddNewPhoto.Fail.Content",
      values: rule ? rule.values : undefined,
    },
  });
}

/**
 * SPEC 4 "Card photo": the camera (`capture="user"`, the front camera on a phone) or a plain file
 * picker; the file is checked with the contract's SPEC 5 rules against the settings'
 * `fileUploadParams` before it is sent, then POST /api/accounts/me/updatePhoto.
 */
export function PhotoModal({ language, cardId }: { language: Language; cardId: string }) {
  const { t } = useTranslation();
  return (
    <Modal id={PHOTO_MODAL_ID} title={t("Subscription.Photo.Title")}>
      <PhotoForm language={language} cardId={cardId} />
    </Modal>
  );
}

function PhotoForm({ language, cardId }: { language: Language; cardId: string }) {
  const { t } = useTranslation();
  const settings = useQuery(getSettingsQueryOptions(language));
  const params = settings.data?.fileUploadParams ?? DEFAULT_PHOTO_UPLOAD_PARAMS;
  const upload = useUpdatePhoto(language);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cameraId = useId();
  const fileId = useId();
  const errorId = useId();

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again after a refusal must fire `change` again.
    input.value = "";
    if (!file) {
      return;
    }
    const rule = checkPhoto({ size: file.size, type: file.type }, params);
    if (rule) {
      setRefusal(t(rule.i18n, rule.values));
      photoFailureToast(rule);
      return;
    }
    setRefusal(null);
    try {
      const saved = await upload.mutateAsync({ cardId, photo: file });
      closeModal(PHOTO_MODAL_ID);
      // A photo under review says so: the card unblocks only once a moderator approves it.
      const content =
        saved.photoStatus === "PENDING" ? "Subscription.Photo.UnderReview" : "Subscription.Photo.Saved";
      showToast({ type: "info", group: PHOTO_TOAST_GROUP, i18n: { content } });
    } catch (error) {
      const serverRule = error instanceof ApiError ? photoRuleErrorOf(error.code, params) : null;
      setRefusal(
        serverRule ? t(serverRule.i18n, serverRule.values) : t("Toast.SubscriptionAddNewPhoto.Fail.Content"),
      );
      photoFailureToast(serverRule);
    }
  }

  return (
    <div className="subscription-modal__body" aria-busy={upload.isPending || undefined}>
      <p>{t("Subscription.Photo.Explanation")}</p>
      <p className="subscription-modal__note">
        {t("Subscription.Photo.Rules", { maxSize: Math.floor(params.maxFileSize / 1024) })}
      </p>
      <div className="subscription-photo__choices">
        <input
          id={cameraId}
          className="subscription-photo__input"
          type="file"
          accept="image/*"
          capture="user"
          disabled={upload.isPending}
          aria-describedby={refusal ? errorId : undefined}
          onChange={(event) => void send(event)}
        />
        <label className="ui-button ui-button--primary subscription-photo__choice" htmlFor={cameraId}>
          {t("Subscription.Photo.Camera")}
        </label>
        <input
          id={fileId}
          className="subscription-photo__input"
          type="file"
          accept={params.allowedMimeTypes.join(",")}
          disabled={upload.isPending}
          aria-describedby={refusal ? errorId : undefined}
          onChange={(event) => void send(event)}
        />
        <label className="ui-button ui-button--secondary subscription-photo__choice" htmlFor={fileId}>
          {t("Subscription.Photo.File")}
        </label>
      </div>
      <p className="subscription-modal__status" role="status">
        {upload.isPending ? t("Subscription.Photo.Sending") : null}
      </p>
      {refusal ? (
        <p className="ui-field__error" id={errorId} role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
