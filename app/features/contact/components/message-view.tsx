// One contact message for staff: every field as text (React escapes it: HTML a visitor typed is
// shown, never run), mark read/unread, and delete after a confirmation step that also works
// without JavaScript (?confirm=delete).
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { telHref } from "~/lib/phone";
import { contactAdminMessages, formatReceived } from "../contact-admin-messages";
import type { MessageActionReply } from "../message-action-schema";

export interface MessageViewData {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  packageTitle: string | null;
  language: string;
  message: string;
  createdAt: string | Date;
  readAt: string | Date | null;
}

export function MessageView({
  message,
  confirmingDelete,
  reply,
}: {
  message: MessageViewData;
  confirmingDelete: boolean;
  /** The action's answer to a mark read/unread, or to a refused action (a delete redirects). */
  reply: MessageActionReply | undefined;
}) {
  const { t, language } = useMessages(contactAdminMessages);
  const locale = localeFor(language);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // The forms send only their intent; this is the one reply's reader (and focuses a refusal).
  const { form, fields, statusRef } = useAppForm<{ intent: string }>({ lastResult: reply?.result });
  const notice = reply?.success?.notice;
  const confirmRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirmingDelete) confirmRef.current?.focus();
  }, [confirmingDelete]);
  const none = t("view.none");
  const read = message.readAt !== null;

  return (
    <article aria-labelledby="message-heading" className="max-w-3xl">
      <p>
        <Link to="/admin/dashboard" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("view.back")}
        </Link>
      </p>
      <h2 id="message-heading" className="mt-4 text-xl font-bold [overflow-wrap:anywhere] text-slate-900">
        {t("view.heading", { name: message.name })}
      </h2>

      <FormStatus
        statusRef={statusRef}
        className="mt-3"
        formErrors={form.errors ?? fields.intent.errors}
        fields={[]}
        summaryTitle={null}
        success={
          notice ? (
            <Alert tone="success" className="font-medium">
              {t(`view.${notice}`)}
            </Alert>
          ) : null
        }
      />

      <dl className="mt-5 grid gap-x-6 gap-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">{t("view.received")}</dt>
        <dd className="text-slate-900">
          <time dateTime={new Date(message.createdAt).toISOString()}>{formatReceived(message.createdAt, locale)}</time>
        </dd>
        <dt className="font-medium text-slate-600">{t("view.email")}</dt>
        <dd className="[overflow-wrap:anywhere]">
          <a href={`mailto:${message.email}`} className="font-semibold text-brand-700 underline underline-offset-4">
            {message.email}
          </a>
        </dd>
        <dt className="font-medium text-slate-600">{t("view.phone")}</dt>
        <dd>
          {message.phone ? (
            <a href={telHref(message.phone)} className="font-semibold text-brand-700 underline underline-offset-4">
              {message.phone}
            </a>
          ) : (
            none
          )}
        </dd>
        <dt className="font-medium text-slate-600">{t("view.company")}</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900">{message.company ?? none}</dd>
        <dt className="font-medium text-slate-600">{t("view.package")}</dt>
        <dd className="text-slate-900">{message.packageTitle ?? none}</dd>
        <dt className="font-medium text-slate-600">{t("view.language")}</dt>
        <dd className="text-slate-900">{message.language === "th" ? t("view.languages.th") : t("view.languages.en")}</dd>
        <dt className="font-medium text-slate-600">{t("view.status")}</dt>
        <dd className="text-slate-900">{read ? t("view.read") : t("view.unread")}</dd>
      </dl>

      <h3 className="mt-6 font-semibold text-slate-900">{t("view.message")}</h3>
      <p className="mt-2 rounded-xl bg-white p-5 whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900 ring-1 ring-slate-200">
        {message.message}
      </p>

      <div className="mt-6 flex flex-wrap gap-3">
        <a href={`mailto:${message.email}`} className={buttonClass()}>
          {t("view.reply")}
        </a>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={read ? "unread" : "read"} />
          <Button type="submit" variant="secondary" disabled={busy}>
            {read ? t("view.markUnread") : t("view.markRead")}
          </Button>
        </Form>
        {confirmingDelete ? null : (
          <ButtonLink to="?confirm=delete" preventScrollReset variant="danger-outline">
            {t("view.delete")}
          </ButtonLink>
        )}
      </div>

      {confirmingDelete ? (
        <section aria-labelledby="confirm-delete-title" className="mt-6 rounded-xl border border-red-700 bg-red-50 p-5">
          <h3 id="confirm-delete-title" ref={confirmRef} tabIndex={-1} className="font-semibold text-red-900 outline-none">
            {t("view.confirmTitle")}
          </h3>
          <p className="mt-1 [overflow-wrap:anywhere] text-red-900">{t("view.confirmBody", { name: message.name })}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" variant="danger" disabled={busy}>
                {t("view.confirmDelete")}
              </Button>
            </Form>
            <ButtonLink to="." preventScrollReset variant="secondary">
              {t("view.cancel")}
            </ButtonLink>
          </div>
        </section>
      ) : null}
    </article>
  );
}
