import type { WebServerContext } from "@cinelux/contract/web-context";

/** What the browser may know of the server's per-request context (no nonce). */
export type PublicConfig = Pick<WebServerContext, "env" | "auth">;

let provide: (config: PublicConfig) => void = () => undefined;
const first = new Promise<PublicConfig>((resolve) => {
  provide = resolve;
});
/** The last value provided: the one the page holds now (a test file provides its own). */
let current: PublicConfig | undefined;

/**
 * The root loader hands the settings to the root layout; client loaders of customer routes run
 * in parallel with that render during hydration, so they wait on this promise instead.
 */
export function providePublicConfig(value: PublicConfig): void {
  current = value;
  provide(value);
}

/** The configuration as last provided, once the root layout has provided it. */
export async function publicConfig(): Promise<PublicConfig> {
  return current ?? first;
}
