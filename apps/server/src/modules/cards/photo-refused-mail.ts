import type { Language, PhotoRefusalReason } from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import { action, type MailContent, paragraph } from "../outbox/mail-layout.ts";
import { enqueueMail } from "../outbox/outbox.service.ts";

/**
 * The service mail a refused pass photo sends (docs/staff.md "Pass photos"): the pass stays blocked
 * (SPEC 4 incorrect_photo) until a new photo is approved, and the customer may not open the site
 * before the cinema's door, so the mail says why, in their language, with the way to send another.
 * It never quotes the moderator's note: that is for the audit log.
 */
const TEXTS: Record<
  Language,
  {
    subject: string;
    refused: string;
    reasons: Record<PhotoRefusalReason, string>;
    rules: string;
    send: string;
  }
> = {
  fr: {
    subject: "Votre photo n'a pas pu être acceptée",
    refused: "Nous avons vérifié la photo de votre carte d'abonnement et nous ne pouvons pas l'accepter.",
    reasons: {
      not_a_face: "Elle ne montre pas votre visage.",
      blurry: "Elle est floue ou trop sombre.",
      several_people: "Plusieurs personnes y figurent.",
      face_covered: "Votre visage y est caché (lunettes de soleil, chapeau, masque…).",
      not_a_photo: "Ce n'est pas une photo de vous.",
      other: "Elle ne permet pas de vous reconnaître à l'entrée.",
    },
    rules: "Envoyez une photo récente de votre visage, de face, sans lunettes de soleil ni chapeau.",
    send: "Envoyer une nouvelle photo",
  },
  nl: {
    subject: "Je foto kon niet worden aanvaard",
    refused: "We hebben de foto van je abonnementskaart gecontroleerd en kunnen hem niet aanvaarden.",
    reasons: {
      not_a_face: "Je gezicht staat er niet op.",
      blurry: "Hij is wazig of te donker.",
      several_people: "Er staan meerdere personen op.",
      face_covered: "Je gezicht is bedekt (zonnebril, hoed, masker…).",
      not_a_photo: "Het is geen foto van jou.",
      other: "We kunnen je er aan de ingang niet mee herkennen.",
    },
    rules: "Stuur een recente foto van je gezicht, van voren, zonder zonnebril of hoed.",
    send: "Een nieuwe foto sturen",
  },
  en: {
    subject: "Your photo could not be accepted",
    refused: "We have checked the photo on your pass card and cannot accept it.",
    reasons: {
      not_a_face: "It does not show your face.",
      blurry: "It is blurry or too dark.",
      several_people: "Several people are in it.",
      face_covered: "Your face is covered (sunglasses, hat, mask…).",
      not_a_photo: "It is not a photo of you.",
      other: "It does not let us recognise you at the entrance.",
    },
    rules: "Send a recent photo of your face, from the front, with no sunglasses or hat.",
    send: "Send a new photo",
  },
};

/** Queued in the refusal's transaction: no refusal without its mail, no mail without it. */
export async function queuePhotoRefusedMail(
  tx: Transaction,
  options: { to: string; language: Language; reason: PhotoRefusalReason; uploadUrl: string },
): Promise<void> {
  const t = TEXTS[options.language];
  const content: MailContent = {
    language: options.language,
    subject: t.subject,
    blocks: [
      paragraph(t.refused),
      paragraph(t.reasons[options.reason]),
      paragraph(t.rules),
      action(t.send, options.uploadUrl),
    ],
  };
  await enqueueMail({ db: tx, mail: { kind: "photo_refused", recipient: options.to, content } });
}
