// The edit screen's "Share a preview" panel: creates a signed link to the saved draft that works
// for 7 days without an account, and shows it (a read-only box any browser can copy from, plus a
// copy button once JavaScript runs) with when it stops working, on Bangkok time.
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import { articlePreviewMessages } from "../article-preview-messages";

export type ShareLinkAnswer = { ok: true; url: string; expires: string; expiresIso: string } | { ok: false; message: string };

export const shareLinkPath = (articleId: number | string) => `/admin/articles/${articleId}/share-link`;

export function ArticleShareLinkPanel({ articleId, answer }: { articleId: number | string; answer?: ShareLinkAnswer }) {
  const { t, language } = useMessages(articlePreviewMessages);
  const fetcher = useFetcher<ShareLinkAnswer>({ key: `share-link-${articleId}` });
  const result = fetcher.data ?? answer;
  const creating = fetcher.state !== "idle";
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-lg border border-slate-300 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("share.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("share.intro")}</p>
      {result?.ok ? <ShareLink url={result.url} expires={result.expires} expiresIso={result.expiresIso} /> : null}
      {result && !result.ok ? (
        <Alert tone="error" live="assertive" className="mt-4">
          {result.message}
        </Alert>
      ) : null}
      {/* The page's language, which the expiry is written in, whatever the cookie says. */}
      <fetcher.Form method="post" action={`${shareLinkPath(articleId)}?lang=${language}`} className="mt-4">
        <Button type="submit" variant="secondary" pending={creating} pendingLabel={t("share.creating")}>
          {result?.ok ? t("share.another") : t("share.create")}
        </Button>
      </fetcher.Form>
    </section>
  );
}

function ShareLink({ url, expires, expiresIso }: { url: string; expires: string; expiresIso: string }) {
  const { t } = useMessages(articlePreviewMessages);
  const inputId = useId();
  const expiryId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState<"copied" | "copyFailed" | null>(null);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  useEffect(() => setCopied(null), [url]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      input.current?.select();
      setCopied("copyFailed");
    }
  }

  return (
    <div className="mt-4 grid gap-2">
      <p role="status" className="text-sm font-medium text-green-800">
        {t("share.created")}
      </p>
      <label htmlFor={inputId} className="font-medium text-slate-900">
        {t("share.linkLabel")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={inputId}
          type="text"
          readOnly
          value={url}
          aria-describedby={expiryId}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full min-w-0 rounded-md border border-slate-400 bg-slate-50 px-3 font-mono text-sm"
        />
        {canCopy ? (
          <Button type="button" onClick={() => void copy()} className="shrink-0">
            {t("share.copy")}
          </Button>
        ) : null}
      </div>
      <p id={expiryId} className="text-sm text-slate-700">
        <time dateTime={expiresIso}>{t("share.expires", { date: expires })}</time>
      </p>
      <p aria-live="polite" className="text-sm text-slate-700 empty:sr-only">
        {copied ? t(`share.${copied}`) : null}
      </p>
    </div>
  );
}
