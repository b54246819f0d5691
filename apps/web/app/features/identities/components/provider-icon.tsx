import type { IdentityIcon } from "@cinelux/contract/identities";

/**
 * The marks of the ways to sign in, drawn here (no download, no remote image): a "G" in Google's
 * four colours, Facebook's "f" on its blue disc, Apple's apple, an envelope for the e-mail.
 * Decorative: the row's text names the provider.
 */
export function ProviderIcon({ icon }: { icon: IdentityIcon }) {
  return (
    <svg
      className="identities__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      {icon === "google" ? (
        <>
          <path
            fill="#4285F4"
            d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
          />
          <path
            fill="#34A853"
            d="M12 22c2.7 0 5-.9 6.6-2.5l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
          />
          <path fill="#FBBC05" d="M6.4 13.9a6 6 0 0 1 0-3.8V7.5H3.1a10 10 0 0 0 0 9z" />
          <path
            fill="#EA4335"
            d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z"
          />
        </>
      ) : icon === "facebook" ? (
        <>
          <circle cx="12" cy="12" r="11" fill="#1877F2" />
          <path
            fill="#fff"
            d="M13.4 22v-7.3h2.4l.4-2.9h-2.8V10c0-.8.3-1.4 1.4-1.4h1.5V6.1a19 19 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.1H8v2.9h2.4V22z"
          />
        </>
      ) : icon === "apple" ? (
        <path
          fill="currentColor"
          d="M16.4 12.6c0-2.4 2-3.5 2-3.6a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6zM14.2 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2-.5 2.7-1.3z"
        />
      ) : (
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          d="M3.5 6.5h17v11h-17zM3.5 6.5l8.5 7 8.5-7"
        />
      )}
    </svg>
  );
}
