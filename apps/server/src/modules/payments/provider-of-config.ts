import type { Config } from "../../config.ts";
import { mollieProvider } from "./mollie-provider.ts";
import { type PaymentProvider, PaymentProviderError } from "./payment-provider.ts";

/** Mollie's own API. */
const MOLLIE_API_ENDPOINT = "https://api.mollie.com:443/v2/";
/** The built-in provider's API key: any `test_` key opens it; this one names itself in logs. */
export const BUILTIN_PROVIDER_KEY = "test_cinelux_builtin_provider";
/** Where the built-in provider speaks Mollie's API on this server (modules/payments/test-mode/). */
export const BUILTIN_PROVIDER_PATH = "/dev/mollie/v2/";

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
        provider: mollieProvider({
          apiKey: BUILTIN_PROVIDER_KEY,
          apiEndpoint: () => `${self()}${BUILTIN_PROVIDER_PATH}`,
        }),
        // Before it listens (an app driven by inject in tests), the site's own address stands in.
        webhookUrl: () => `${selfUrl() ?? config.publicUrl}/api/payments/webhook`,
      };
    case "none":
      return { provider: null, webhookUrl: () => `${config.publicUrl}/api/payments/webhook` };
  }
}
