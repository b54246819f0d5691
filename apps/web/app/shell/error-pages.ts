/**
 * The root error boundary's two pages in one chunk, loaded on demand (root.tsx): no page waits
 * for them to hydrate unless it is one of them (decision 004, initial JavaScript).
 */
export { ErrorPage } from "./error-page";
export { NotFoundPage } from "./not-found-page";
