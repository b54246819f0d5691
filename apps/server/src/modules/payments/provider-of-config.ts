import type { Config } from "../../config.ts";
import { mollieProvider } from "./mollie-provider.ts";
import { mollieRestProvider } from "./mollie-rest-provider.ts";
import { type PaymentProvider, PaymentProviderError } from "./payment-provider.ts";
import { BUILTIN_MOLLIE_API_KEY, TEST_MODE_API_PATH } from "./test-mode/index.ts";

/** Mollie's own API. */
const MOLLIE_API_ENDPOINT = "https://api.mollie.com:443/v2/";

/**
 * The payment provider and the webhook address of the configuration (docs/domain/payments.md). The
 * built-in provider is this very server: it is reached over loopback on the port the server listens
 * on, known once it listens (`selfUrl`), and so is its webhook.
 */
export function providerOfConfig(
  config: Config,
  selfUrl: () => string | undefined,
): { provider: PaymentProvider | null; webhookUrl: () => string } {
  const self = () => {
    const url = selfUrl();
    if (!url) {
      throw new PaymentProviderError("the built-in provider is reached once the server listens", undefined);
    }
    return url;
  };
  switch (config.payments.kind) {
    case "mollie": {
      const { apiKey, apiEndpoint } = config.payments;
      return {
        provider: mollieProvider({ apiKey, apiEndpoint: () => apiEndpoint ?? MOLLIE_API_ENDPOINT }),
        webhookUrl: () => `${config.publicUrl}/api/payments/webhook`,
      };
    }
    case "builtin":
      return {
        // Mollie's protocol over loopback http, which the official client cannot reach (mollie-rest-provider.ts).
        provider: mollieRestProvider({
          apiKey: BUILTIN_MOLLIE_API_KEY,
          apiEndpoint: () => `${self()}${TEST_MODE_API_PATH}`,
        }),
        // Before it listens (an app driven by inject in tests), the site's own address stands in.
        webhookUrl: () => `${selfUrl() ?? config.publicUrl}/api/payments/webhook`,
      };
    case "none":
      return { provider: null, webhookUrl: () => `${config.publicUrl}/api/payments/webhook` };
  }
}
