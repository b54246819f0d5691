import { HTML_CHECKER_ENV, startHtmlChecker } from "./html-checker.ts";

/**
 * Once per Playwright run: the Nu HTML checker's service, whose address the workers read from the
 * environment (Playwright starts them after this). The returned function is the run's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const checker = await startHtmlChecker();
  process.env[HTML_CHECKER_ENV] = checker.url;
  return checker.stop;
}
