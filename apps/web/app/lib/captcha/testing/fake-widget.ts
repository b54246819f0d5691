/**
 * Tests only: a stand-in for the `altcha-widget` element (jsdom runs no worker). It fetches the
 * challenge from its `challenge` URL like the real widget and answers with the standard payload
 * (base64 JSON `{ challenge, solution }`), so the fake endpoints judge it as the server would.
 * Use with `vi.mock(".../lib/captcha/load-altcha", () => ({ loadAltcha: installFakeWidget }))`.
 */
export const fakeWidgetLog = { verifications: 0, resets: 0 };

type State = "unverified" | "verifying" | "verified" | "error";

class FakeAltchaWidget extends HTMLElement {
  challenge?: string;
  auto?: string;
  private state: State = "unverified";
  private payload: string | null = null;

  connectedCallback() {
    if ((this.auto ?? this.getAttribute("auto")) === "onload") {
      void this.verify();
    }
  }

  getState(): State {
    return this.state;
  }

  getConfiguration() {
    return { name: "altcha" };
  }

  reset() {
    fakeWidgetLog.resets += 1;
    this.payload = null;
    this.setState("unverified");
  }

  async verify(): Promise<{ payload: string } | null> {
    fakeWidgetLog.verifications += 1;
    this.setState("verifying");
    try {
      const url = new URL(this.challenge ?? this.getAttribute("challenge") ?? "", window.location.origin);
      const challenge = (await (await fetch(url)).json()) as { parameters: unknown; signature: string };
      this.payload = btoa(
        JSON.stringify({
          challenge: { parameters: challenge.parameters, signature: challenge.signature },
          solution: { counter: 0, derivedKey: "" },
        }),
      );
      this.setState("verified");
      return { payload: this.payload };
    } catch {
      this.setState("error");
      return null;
    }
  }

  private setState(state: State) {
    this.state = state;
    this.dispatchEvent(new CustomEvent("statechange", { detail: { state, payload: this.payload } }));
  }
}

/** What load-altcha.ts sets up, minus the real widget: the element and the i18n store. */
export async function installFakeWidget(): Promise<void> {
  if (!customElements.get("altcha-widget")) {
    customElements.define("altcha-widget", FakeAltchaWidget);
  }
  const strings = new Map<string, Record<string, string>>();
  globalThis.$altcha ??= {
    algorithms: new Map(),
    i18n: {
      set: (code: string, value: Record<string, string>) => strings.set(code, value),
      get: (code: string) => strings.get(code),
    },
  } as unknown as typeof globalThis.$altcha;
}
