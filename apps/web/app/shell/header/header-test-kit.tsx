import { cleanup } from "@testing-library/react";
import { resetModals } from "../modals/modal-store";
import { renderShell, type ShellOptions } from "../testing/render-shell";
import { Header } from "./header";

/** The header in the test shell, in the site's language (Dutch on the Dutch site); signed in with `account`. */
export function renderHeader(options: ShellOptions = {}) {
  const language = options.language ?? (options.domain === "nl" ? "nl" : "fr");
  return renderShell(
    <Header language={language} signedIn={Boolean(options.account)} options={options.handle?.header} />,
    options,
  );
}

/** afterEach of a header test: nothing rendered or open in a modal survives it. */
export function resetHeaderTest(): void {
  cleanup();
  resetModals();
}
