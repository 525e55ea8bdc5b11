// The edit screen's "Share a preview" panel: a form that creates a link to the saved draft (who it
// is for, optional; 1, 7 or 30 days, 7 by default), the new link shown this once (a read-only box
// any browser can copy from, plus a copy button once JavaScript runs) with when it stops working,
// on Bangkok time, and the article's links with Revoke for each (share-link-list.tsx).
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Button } from "~/components/ui/button";
import { controlClass, Field, FieldError } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { articlePreviewMessages } from "../article-preview-messages";
import {
  checkShareLinkForm,
  DEFAULT_SHARE_LINK_DAYS,
  SHARE_LINK_DAY_CHOICES,
  SHARE_LINK_LABEL_MAX,
  type ShareLinkFormValues,
  type ShareLinkReply,
  shareLinkErrorText,
  type ShareLinkView,
} from "../share-link-schema";
import { ShareLinkList, shareLinkPath } from "./share-link-list";

export { shareLinkPath } from "./share-link-list";

/** Which form a reply answers (the page without JavaScript gets one reply for both). */
export function replyIntent(reply: ShareLinkReply | undefined): string | undefined {
  const values = reply?.result.initialValue as { intent?: unknown } | null | undefined;
  return reply?.success?.intent ?? (typeof values?.intent === "string" ? values.intent : undefined);
}

export function ArticleShareLinkPanel({
  articleId,
  links,
  reply,
}: {
  articleId: number | string;
  links: readonly ShareLinkView[];
  /** The route's reply to a form posted without JavaScript. */
  reply?: ShareLinkReply;
}) {
  const { t, language } = useMessages(articlePreviewMessages);
  const fetcher = useFetcher<ShareLinkReply>({ key: `share-link-${articleId}` });
  const answer = fetcher.data ?? (replyIntent(reply) === "create" ? reply : undefined);
  const errorText = useMemo(() => shareLinkErrorText(t as (key: string) => string), [t]);
  const { form, fields, statusRef } = useAppForm<ShareLinkFormValues>({
    id: `share-link-create-${articleId}`,
    lastResult: answer?.result,
    defaultValue: { intent: "create", label: "", days: String(DEFAULT_SHARE_LINK_DAYS) },
    validate: (formData) => checkShareLinkForm(formData, errorText),
  });
  const created = answer?.success?.intent === "create" ? answer.success : undefined;
  const creating = fetcher.state !== "idle";
  const headingId = useId();
  const daysError = fields.days.errors?.[0];
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-lg border border-slate-300 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("share.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("share.intro")}</p>
      {created ? <ShareLink url={created.url} expires={created.expires} expiresIso={created.expiresIso} /> : null}
      {/* The page's language, which the expiry is written in, whatever the cookie says. */}
      <fetcher.Form
        id={form.id}
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        action={`${shareLinkPath(articleId)}?lang=${language}`}
        aria-busy={creating || undefined}
        className="mt-4 grid gap-4"
      >
        <input type="hidden" name="intent" value="create" />
        <FormStatus
          statusRef={statusRef}
          formErrors={form.errors}
          fields={[{ id: fields.label.id, label: t("share.label"), errors: fields.label.errors }]}
          summaryTitle={t("share.errors.invalid")}
        />
        <Field id={fields.label.id} label={t("share.label")} hint={t("share.labelHint")} error={fields.label.errors?.[0]}>
          {(control) => (
            <input
              {...control}
              key={fields.label.key}
              name={fields.label.name}
              defaultValue={fields.label.initialValue ?? ""}
              maxLength={SHARE_LINK_LABEL_MAX}
              autoComplete="off"
              className={`${controlClass} sm:max-w-md`}
            />
          )}
        </Field>
        <fieldset aria-describedby={daysError ? `${fields.days.id}-error` : undefined}>
          <legend className="text-sm font-semibold text-slate-900">{t("share.days")}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {SHARE_LINK_DAY_CHOICES.map((days) => (
              <label key={days} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
                <input
                  key={fields.days.key}
                  type="radio"
                  name={fields.days.name}
                  value={String(days)}
                  defaultChecked={(fields.days.initialValue ?? String(DEFAULT_SHARE_LINK_DAYS)) === String(days)}
                  className="size-4 border-slate-400 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                />
                {t(`share.day${days}`)}
              </label>
            ))}
          </div>
          <FieldError id={`${fields.days.id}-error`} message={daysError} />
        </fieldset>
        <p>
          <Button type="submit" variant="secondary" pending={creating} pendingLabel={t("share.creating")}>
            {created ? t("share.another") : t("share.create")}
          </Button>
        </p>
      </fetcher.Form>
      <ShareLinkList articleId={articleId} links={links} reply={replyIntent(reply) === "revoke" ? reply : undefined} />
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
    <div className="mt-4 grid gap-2 rounded-md border border-green-700 bg-green-50 p-3">
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
          className="min-h-11 w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 font-mono text-sm"
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
