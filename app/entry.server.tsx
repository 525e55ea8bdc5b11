import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from "react-router";
import { attestationConfig } from "~/.server/attestation/attestation.server";
import { appContext, requestLanguage } from "~/.server/context";
import { logger } from "~/.server/logger";
import { contentSecurityPolicy, createNonce } from "~/.server/security-headers";
import { NonceProvider } from "~/components/nonce";
import { RequestLanguage } from "~/i18n/use-language";
import { getSiteSettings } from "~/features/settings/settings.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { db, env } = loadContext.get(appContext);
  const nonce = createNonce();
  const integrations = await getSiteSettings(db)
    .then((settings) => settings.integrations)
    .catch(() => undefined);
  const analytics = Boolean(integrations?.gaMeasurementId);
  // The captcha's script and iframe origin, only while captcha is on (ADR 027).
  const captchaOrigin = attestationConfig(env, integrations?.captchaSiteKey) ? new URL(env.captcha.scriptUrl).origin : null;
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      nonce,
      analytics,
      development: env.isDevelopment,
      captchaOrigin,
      // Staff reach the editor by moving inside the admin area, so the whole area's documents allow it.
      styleAttributes: new URL(request.url).pathname.startsWith("/admin"),
    }),
  );

  // The whole document is rendered before anything is sent: no route suspends (no deferred data),
  // so streaming would only split the same bytes into many small writes, each through a web stream.
  // One buffer costs a fraction of that CPU and gives the response a Content-Length.
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    // A failure inside the shell is React Router's to handle (it renders the error boundary).
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const document = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        const body = Buffer.concat(chunks);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("Content-Length", String(body.length));
        resolve(new Response(body as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestLanguage value={requestLanguage(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestLanguage>
      </NonceProvider>,
      {
        nonce,
        // Every Suspense boundary in place: React would move a large one that has finished (a form
        // whose code loads after the page is interactive, ADR 083) into a hidden element that an
        // inline script reveals, which a browser without JavaScript never shows.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error("Render failed", error);
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // Cross-site posts never get here: the HTTP layer refuses them first (server/public-request.ts).
  // No path: it may carry a secret (a share link's token); the request's own line, with the same
  // request id, names its route (server/request-log.ts, ADR 103).
  // React Router's own refusals (a POST to a page without an action, a method it does not take)
  // are the client's mistake, not ours: one line, no stack.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info("Refused a request", { method: request.method, status: error.status });
    return;
  }
  logger.error("Unhandled request error", { error });
}
