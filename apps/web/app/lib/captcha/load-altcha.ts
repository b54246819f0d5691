import pbkdf2WorkerUrl from "altcha/workers/pbkdf2?worker&url";

/** The server's algorithm (apps/server/src/modules/captcha/captcha.service.ts) and its siblings. */
const PBKDF2_ALGORITHMS = ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"];

let loading: Promise<void> | undefined;

/**
 * Loads the `altcha` widget on demand (a chunk of its own: pages without a captcha never fetch it).
 * The page CSP allows no blob: workers, so the `external` build is used and its proof-of-work
 * worker is a file of this origin, bundled by Vite (docs/captcha.md "The web's widget").
 */
export function loadAltcha(): Promise<void> {
  // The external build does not inject its styles: they come as a CSS chunk beside it.
  loading ??= Promise.all([import("altcha/external"), import("altcha/altcha.css")])
    .then(() => {
      for (const algorithm of PBKDF2_ALGORITHMS) {
        globalThis.$altcha.algorithms.set(algorithm, () => new Worker(pbkdf2WorkerUrl));
      }
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
