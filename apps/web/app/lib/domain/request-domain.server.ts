import { AsyncLocalStorage } from "node:async_hooks";
import type { Domain } from "@cinelux/contract/domains";
import type { MiddlewareFunction } from "react-router";
import { provideRequestDomainSource } from "./current-domain";
import { requestDomain } from "./domain-language";

const storage = new AsyncLocalStorage<Domain>();

/** Runs `work` as the render of a request on `domain`: `currentDomain()` answers it meanwhile. */
export function runOnDomain<T>(domain: Domain, work: () => T): T {
  return storage.run(domain, work);
}

/**
 * Root server middleware: the loaders and the render of a request (React Router runs both inside
 * `next()`) see its domain through `currentDomain()`, so a page without a {language} segment is in
 * the domain's first language (SPEC 2.1 page lang) without each caller passing the host along.
 */
export const provideRequestDomain: MiddlewareFunction<Response> = ({ request }, next) =>
  runOnDomain(requestDomain(request), next);

provideRequestDomainSource(() => storage.getStore());
