import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { pageLanguage } from "./lib/domain/page-language";
import { serverCatalogs } from "./lib/i18n/catalogs.server";
import { createI18n } from "./lib/i18n/create-i18n";
import { I18nProvider } from "./lib/i18n/use-translation";
import { serverContext } from "./server-context";

// The server reads the context key from the build it imported (build.entry.module.serverContext).
export { serverContext } from "./server-context";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // CSP script-src allows only this request's nonce: every inline script React emits carries it.
  const { cspNonce } = loadContext.get(serverContext);
  const language = pageLanguage(new URL(request.url).pathname);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={createI18n(language, serverCatalogs)}>
        <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
      </I18nProvider>,
      {
        nonce: cspNonce,
        // The server sends a page in one write once it is whole (apps/server/src/http/web.ts,
        // docs/decisions/005-page-cache.md): waiting for all of it here spares React's streaming
        // reveal scripts, which nobody would see arrive in pieces.
        // The page is whole here, so it is gathered into one buffer and answered as bytes: no
        // stream of streams (Node stream, then web ReadableStream, then the server reading it back),
        // which cost more than the render of a small page.
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
              callback();
            },
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
