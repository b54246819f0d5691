import { setupWorker } from "msw/browser";
import { isFakeScenario } from "./data/accounts";
import { persistFakeDb, resetFakeDb } from "./fake-db";
import { handlers } from "./handlers";

/** The query parameter that restarts the fake customer from a scenario (docs/fakes.md). */
export const FAKE_SCENARIO_PARAM = "fake-customer";

/**
 * `npm run dev:fake`: entry.client.tsx starts this before hydrating, so the very first API call
 * is answered by the handlers. Only /api/ calls are expected to be faked.
 */
export async function startFakeEndpoints(): Promise<void> {
  persistFakeDb(window.sessionStorage);
  const scenario = new URL(window.location.href).searchParams.get(FAKE_SCENARIO_PARAM);
  if (isFakeScenario(scenario)) {
    resetFakeDb(scenario);
  }
  await setupWorker(...handlers).start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith("/api/")) {
        print.warning();
      }
    },
  });
  console.info("[fakes] Fake endpoints are on: every /api/ call is answered in the browser (docs/fakes.md).");
}
