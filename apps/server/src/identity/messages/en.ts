/** The identity provider's pages and mails in English; fr.ts and nl.ts must have the same keys (typed). */
export const en = {
  brand: "Cinélux",
  skipToContent: "Skip to content",
  languageName: "English",
  common: {
    email: "E-mail address",
    password: "Password",
    required: "Required",
    errorSummary: "Please correct the following:",
    backToSignIn: "Back to sign in",
    continueToSite: "Go to my account",
  },
  signIn: {
    title: "Sign in",
    intro: "Sign in to your Cinélux account.",
    submit: "Sign in",
    forgot: "Forgotten password?",
    noAccount: "No account yet?",
    signUp: "Create an account",
    invalid: "E-mail address or password incorrect.",
    tooMany: "Too many attempts. Try again in {minutes} min.",
    captchaHint:
      "Many failed sign-ins were made on this account: to protect it, confirm you are not a robot.",
    captchaRequired: "Tick “I'm not a robot”, then sign in again.",
    captchaInvalid: "The check expired or was already used. Tick “I'm not a robot” again, then sign in.",
  },
  signUp: {
    title: "Create your account",
    intro: "Create your Cinélux account in a minute. You will complete your profile afterwards.",
    passwordHint: "At least 10 characters with an upper-case letter, a lower-case letter and a digit.",
    confirm: "Confirm the password",
    submit: "Create my account",
    haveAccount: "Already have an account?",
    invalidEmail: "Enter a valid e-mail address.",
    weakPassword:
      "The password needs at least 10 characters with an upper-case letter, a lower-case letter and a digit.",
    mismatch: "The two passwords differ.",
    doneTitle: "Check your inbox",
    doneBody: "We sent a message to {email}. Follow its link to continue.",
  },
  forgot: {
    title: "Forgotten password",
    intro:
      "Enter your e-mail address: we will send you a link to choose a new password. It stays valid for 30 minutes.",
    submit: "Send the link",
    doneTitle: "Check your inbox",
    doneBody: "If an account exists for {email}, a link to reset the password is on its way.",
  },
  reset: {
    title: "Choose a new password",
    submit: "Save the password",
    invalidLink: "This link is invalid, already used or expired. Ask for a new one.",
    askAgain: "Ask for a new link",
    doneTitle: "Password changed",
    doneBody: "Your new password is saved. You can sign in with it.",
  },
  verify: {
    title: "E-mail address verified",
    body: "Thank you: your e-mail address is verified.",
    invalidTitle: "Link not valid",
    invalidBody: "This verification link is invalid, already used or expired.",
  },
  signOut: {
    title: "Sign out",
    body: "Do you want to sign out of Cinélux?",
    submit: "Sign out",
    cancel: "Stay signed in",
    doneTitle: "You are signed out",
    doneBody: "See you soon at the cinema.",
  },
  error: {
    title: "Something went wrong",
    body: "The sign-in could not be completed. Go back to the site and try again.",
    back: "Back to Cinélux",
    invalidInputTitle: "Invalid input",
    invalidInputBody: "A field contains characters that are not allowed. Go back and correct it.",
  },
  upstream: {
    continueWith: "Continue with {provider}",
    or: "or",
    notLinked:
      "No Cinélux account is linked to this {provider} account. Sign in with your e-mail address and password, then link {provider} in your profile.",
    failed: "The sign-in with {provider} did not complete. Try again.",
    cancelled: "The sign-in with {provider} was cancelled.",
    unavailableTitle: "Not available",
    unavailableBody: "Signing in with {provider} is not available at the moment.",
    demoTitle: "{provider} (demonstration)",
    demoBanner: "Demonstration — not the real {provider}",
    demoExplain:
      "This test site has no connection to {provider}: this page stands in for it. Nothing is sent to {provider}.",
    demoIntro: "Choose a demonstration identity, or type one, to continue.",
    demoPick: "Continue as {name}",
    demoOwn: "Another demonstration identity",
    demoName: "Name",
    demoSubmit: "Continue",
    demoCancel: "Cancel",
    demoInvalidName: "Enter a name (at most 80 characters).",
    demoInvalidEmail: "Enter a valid e-mail address.",
    demoBadRequest: "This demonstration sign-in request is not valid.",
    doneTitle: "Back to Cinélux",
    doneBody: "You can close this window if it does not close by itself.",
  },
  mail: {
    greeting: "Hello,",
    signature: "The Cinélux team",
    verifySubject: "Verify your e-mail address",
    verifyBody: "Welcome to Cinélux! Confirm your e-mail address by opening this link:",
    verifyAction: "Verify my e-mail address",
    resetSubject: "Reset your password",
    resetBody:
      "Someone asked to reset the password of your Cinélux account. If it was you, open this link within 30 minutes:",
    resetAction: "Choose a new password",
    resetIgnore: "If it was not you, ignore this mail: your password stays as it is.",
    existsSubject: "You already have an account",
    existsBody:
      "Someone, probably you, tried to create a Cinélux account with this e-mail address, but you already have one. Sign in here:",
    existsReset: "Forgotten your password? Choose a new one here:",
    existsAction: "Sign in",
    existsIgnore: "If it was not you, ignore this mail: nothing changed on your account.",
    newMailSubject: "Confirm your new e-mail address",
    newMailBody:
      "This address is now the e-mail address of your Cinélux account. Confirm it by opening this link within 7 days:",
    changedSubject: "Your e-mail address was changed",
    changedBody:
      "The e-mail address of your Cinélux account was changed to {mail}. If it was not you, reset your password within 30 minutes with this link, then contact us:",
    takenSubject: "Someone tried to use your e-mail address",
    takenBody:
      "Someone tried to move another Cinélux account to this e-mail address, which is already the address of your account. Nothing changed on your account.",
    takenIgnore: "If it was you, sign in with this address instead. Otherwise, you can ignore this mail.",
    deletedSubject: "Your account was deleted",
    deletedBody:
      "Your Cinélux account was deleted at your request, with your data, your subscription, your advantages and your bookings. Your sessions have ended. If it was not you, contact us.",
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Messages = Shape<typeof en>;
