import type { Messages } from "./en.ts";

export const fr: Messages = {
  brand: "Cinélux",
  skipToContent: "Aller au contenu",
  languageName: "Français",
  common: {
    email: "Adresse e-mail",
    password: "Mot de passe",
    required: "Obligatoire",
    errorSummary: "Merci de corriger ce qui suit :",
    backToSignIn: "Retour à la connexion",
    continueToSite: "Aller à mon compte",
  },
  signIn: {
    title: "Connexion",
    intro: "Connectez-vous à votre compte Cinélux.",
    submit: "Se connecter",
    forgot: "Mot de passe oublié ?",
    noAccount: "Pas encore de compte ?",
    signUp: "Créer un compte",
    invalid: "Adresse e-mail ou mot de passe incorrect.",
    tooMany: "Trop de tentatives. Réessayez dans {minutes} min.",
    captchaHint:
      "De nombreuses connexions ont échoué sur ce compte : pour le protéger, confirmez que vous n'êtes pas un robot.",
    captchaRequired: "Cochez « Je ne suis pas un robot », puis reconnectez-vous.",
    captchaInvalid:
      "La vérification a expiré ou a déjà servi. Cochez à nouveau « Je ne suis pas un robot », puis reconnectez-vous.",
  },
  signUp: {
    title: "Créez votre compte",
    intro: "Créez votre compte Cinélux en une minute. Vous compléterez votre profil ensuite.",
    passwordHint: "Au moins 10 caractères dont une majuscule, une minuscule et un chiffre.",
    confirm: "Confirmez le mot de passe",
    submit: "Créer mon compte",
    haveAccount: "Déjà un compte ?",
    invalidEmail: "Saisissez une adresse e-mail valide.",
    weakPassword:
      "Le mot de passe doit compter au moins 10 caractères dont une majuscule, une minuscule et un chiffre.",
    mismatch: "Les deux mots de passe sont différents.",
    doneTitle: "Consultez votre boîte mail",
    doneBody: "Nous avons envoyé un message à {email}. Suivez le lien qu'il contient pour continuer.",
  },
  forgot: {
    title: "Mot de passe oublié",
    intro:
      "Saisissez votre adresse e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe. Il reste valable 30 minutes.",
    submit: "Envoyer le lien",
    doneTitle: "Consultez votre boîte mail",
    doneBody: "Si un compte existe pour {email}, un lien pour réinitialiser le mot de passe est en route.",
  },
  reset: {
    title: "Choisissez un nouveau mot de passe",
    submit: "Enregistrer le mot de passe",
    invalidLink: "Ce lien est invalide, déjà utilisé ou expiré. Demandez-en un nouveau.",
    askAgain: "Demander un nouveau lien",
    doneTitle: "Mot de passe modifié",
    doneBody: "Votre nouveau mot de passe est enregistré. Vous pouvez vous connecter avec.",
  },
  verify: {
    title: "Adresse e-mail vérifiée",
    body: "Merci : votre adresse e-mail est vérifiée.",
    invalidTitle: "Lien non valide",
    invalidBody: "Ce lien de vérification est invalide, déjà utilisé ou expiré.",
  },
  signOut: {
    title: "Déconnexion",
    body: "Voulez-vous vous déconnecter de Cinélux ?",
    submit: "Se déconnecter",
    cancel: "Rester connecté",
    doneTitle: "Vous êtes déconnecté",
    doneBody: "À bientôt au cinéma.",
  },
  error: {
    title: "Une erreur est survenue",
    body: "La connexion n'a pas pu aboutir. Revenez sur le site et réessayez.",
    back: "Retour à Cinélux",
    invalidInputTitle: "Saisie non valide",
    invalidInputBody: "Un champ contient des caractères non autorisés. Revenez en arrière pour le corriger.",
  },
  mail: {
    greeting: "Bonjour,",
    signature: "L'équipe Cinélux",
    verifySubject: "Vérifiez votre adresse e-mail",
    verifyBody: "Bienvenue chez Cinélux ! Confirmez votre adresse e-mail en ouvrant ce lien :",
    verifyAction: "Vérifier mon adresse e-mail",
    resetSubject: "Réinitialisez votre mot de passe",
    resetBody:
      "Quelqu'un a demandé à réinitialiser le mot de passe de votre compte Cinélux. Si c'est vous, ouvrez ce lien dans les 30 minutes :",
    resetAction: "Choisir un nouveau mot de passe",
    resetIgnore: "Si ce n'est pas vous, ignorez ce message : votre mot de passe reste inchangé.",
    existsSubject: "Vous avez déjà un compte",
    existsBody:
      "Quelqu'un, sans doute vous, a voulu créer un compte Cinélux avec cette adresse e-mail, mais vous en avez déjà un. Connectez-vous ici :",
    existsReset: "Mot de passe oublié ? Choisissez-en un nouveau ici :",
    existsAction: "Se connecter",
    existsIgnore: "Si ce n'est pas vous, ignorez ce message : rien n'a changé sur votre compte.",
    newMailSubject: "Confirmez votre nouvelle adresse e-mail",
    newMailBody:
      "Cette adresse est désormais l'adresse e-mail de votre compte Cinélux. Confirmez-la en ouvrant ce lien dans les 7 jours :",
    changedSubject: "Votre adresse e-mail a été modifiée",
    changedBody:
      "L'adresse e-mail de votre compte Cinélux a été remplacée par {mail}. Si ce n'est pas vous, réinitialisez votre mot de passe dans les 30 minutes avec ce lien, puis contactez-nous :",
    takenSubject: "Quelqu'un a voulu utiliser votre adresse e-mail",
    takenBody:
      "Quelqu'un a voulu attribuer cette adresse e-mail à un autre compte Cinélux, alors qu'elle est déjà celle de votre compte. Rien n'a changé sur votre compte.",
    takenIgnore: "Si c'est vous, connectez-vous plutôt avec cette adresse. Sinon, ignorez ce message.",
    deletedSubject: "Votre compte a été supprimé",
    deletedBody:
      "Votre compte Cinélux a été supprimé à votre demande, avec vos données, votre abonnement, vos avantages et vos réservations. Vos sessions sont terminées. Si ce n'était pas vous, contactez-nous.",
  },
};
