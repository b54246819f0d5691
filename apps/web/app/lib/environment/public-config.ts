import type { WebServerContext } from "@cinelux/contract/web-context";

/** What the browser may know of the server's per-request context (no nonce). */
export type PublicConfig = Pick<WebServerContext, "env" | "auth">;

let provide: (config: PublicConfig) => void = () => undefined;
const config = new Promise<PublicConfig>((resolve) => {
  provide = resolve;
});

/**
 * The root loader hands the settings to the root layout; client loaders of customer routes run
 * in parallel with that render during hydration, so they wait on this promise instead.
 */
export function providePublicConfig(value: PublicConfig): void {
  provide(value);
}

export function publicConfig(): Promise<PublicConfig> {
  return config;
}
