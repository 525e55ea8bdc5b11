// One privacy request: what the site holds about the person, the zip download, what erasure will
// do and keep (confirmed in a second step that works without JavaScript, ?confirm=erase), closing
// the request, and afterwards its outcome and history.
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import type { foundView, outcomeView, planView, RequestSummary } from "../privacy-screen.server";
import { privacyMessages } from "../privacy-messages";
import type { RequestActionReply } from "../privacy-schema";

export interface PrivacyRequestViewData {
  request: RequestSummary & { note: string; isErasure: boolean; isOpen: boolean };
  phone: string;
  found: ReturnType<typeof foundView> | null;
  plan: ReturnType<typeof planView> | null;
  outcome: Awaited<ReturnType<typeof outcomeView>>;
  exportHref: string | null;
  confirmingErase: boolean;
}

const sectionClass = "rounded-xl bg-white p-5 ring-1 ring-slate-200";
const headingClass = "text-lg font-semibold text-slate-900";

export function PrivacyRequestView({ data, reply }: { data: PrivacyRequestViewData; reply: RequestActionReply | undefined }) {
  const { t } = useMessages(privacyMessages);
  const busy = useNavigation().state === "submitting";
  const { form, fields, statusRef } = useAppForm<{ intent: string; note: string }>({
    id: "privacy-request",
    lastResult: reply?.result,
  });
  const confirmRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (data.confirmingErase) confirmRef.current?.focus();
  }, [data.confirmingErase]);
  const { request, found, plan, outcome } = data;
  const notice = reply?.success?.notice;

  return (
    <article aria-labelledby="request-heading" className="max-w-4xl space-y-6">
      <p>
        <Link to="/admin/privacy" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("view.back")}
        </Link>
      </p>
      <h2 id="request-heading" className="text-xl font-bold text-slate-900">
        {t("view.heading", { id: request.id, kind: request.kind })}
      </h2>
      <FormStatus
        statusRef={statusRef}
        formErrors={form.errors ?? fields.intent.errors}
        fields={[{ id: fields.note.id, label: t("view.note"), errors: fields.note.errors }]}
        summaryTitle={null}
        success={notice ? <Alert tone="success">{t(`view.${notice}`)}</Alert> : null}
      />
      <dl className={`grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr] ${sectionClass}`}>
        {request.email ? (
          <>
            <dt className="font-medium text-slate-600">{t("view.email")}</dt>
            <dd className="[overflow-wrap:anywhere] text-slate-900">{request.email}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-600">{t("view.received")}</dt>
        <dd className="text-slate-900">{request.received}</dd>
        <dt className="font-medium text-slate-600">{t("view.due")}</dt>
        <dd className="text-slate-900">
          {request.due} {request.overdue ? <strong className="text-red-800">({t("list.overdue")})</strong> : null}
        </dd>
        <dt className="font-medium text-slate-600">{t("view.status")}</dt>
        <dd className="text-slate-900">{request.status}</dd>
        {request.note ? (
          <>
            <dt className="font-medium text-slate-600">{t("view.note")}</dt>
            <dd className="whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900">{request.note}</dd>
          </>
        ) : null}
      </dl>

      {found ? (
        <>
          <Form method="get" className={`flex flex-wrap items-end gap-3 ${sectionClass}`}>
            <Field label={t("view.phoneLabel")} hint={t("view.phoneHint")} className="min-w-64 flex-1">
              {(control) => <input {...control} type="tel" name="phone" defaultValue={data.phone} maxLength={40} />}
            </Field>
            <Button type="submit" variant="secondary">
              {t("view.search")}
            </Button>
          </Form>
          <FoundSection found={found} />
          {data.exportHref ? (
            <section aria-labelledby="export-heading" className={sectionClass}>
              <h3 id="export-heading" className={headingClass}>
                {t("view.exportHeading")}
              </h3>
              <p className="mt-1 text-slate-700">{t("view.exportText")}</p>
              <a href={data.exportHref} download className={`mt-3 ${buttonClass()}`}>
                {t("view.exportButton")}
              </a>
            </section>
          ) : null}
        </>
      ) : null}

      {plan ? (
        <section aria-labelledby="plan-heading" className={sectionClass}>
          <h3 id="plan-heading" className={headingClass}>
            {t("view.planHeading")}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-900">
            {plan.steps.length ? plan.steps.map((step) => <li key={step}>{step}</li>) : <li>{t("view.none")}</li>}
          </ul>
          <KeptList kept={plan.kept} />
          {data.confirmingErase ? (
            <div className="mt-4 rounded-xl border border-red-700 bg-red-50 p-5">
              <h4 id="confirm-erase-title" ref={confirmRef} tabIndex={-1} className="font-semibold text-red-900 outline-none">
                {t("view.confirmTitle")}
              </h4>
              <p className="mt-1 text-red-900">{t("view.confirmBody")}</p>
              <div className="mt-4 flex flex-wrap gap-3">
                <Form method="post" id={form.id} onSubmit={form.onSubmit}>
                  <input type="hidden" name="intent" value="erase" />
                  <input type="hidden" name="phone" value={data.phone} />
                  <Button type="submit" variant="danger" disabled={busy}>
                    {t("view.confirmErase")}
                  </Button>
                </Form>
                <ButtonLink to={data.phone ? `?phone=${encodeURIComponent(data.phone)}` : "."} variant="secondary">
                  {t("view.cancel")}
                </ButtonLink>
              </div>
            </div>
          ) : (
            <ButtonLink
              to={`?confirm=erase${data.phone ? `&phone=${encodeURIComponent(data.phone)}` : ""}`}
              preventScrollReset
              variant="danger-outline"
              className="mt-4"
            >
              {t("view.eraseButton")}
            </ButtonLink>
          )}
        </section>
      ) : null}

      {request.isOpen ? (
        <section aria-labelledby="close-heading" className={sectionClass}>
          <h3 id="close-heading" className={headingClass}>
            {t("view.closeHeading")}
          </h3>
          <p className="mt-1 text-slate-700">{t("view.closeText")}</p>
          <Form method="post" className="mt-3 space-y-3">
            <Field label={t("view.note")} hint={t("list.noteHint")} id={fields.note.id} error={fields.note.errors?.[0]}>
              {(control) => <textarea {...control} rows={2} name="note" defaultValue={request.note} />}
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="complete" disabled={busy}>
                {t("view.complete")}
              </Button>
              <Button type="submit" name="intent" value="refuse" variant="secondary" disabled={busy}>
                {t("view.refuse")}
              </Button>
            </div>
          </Form>
        </section>
      ) : null}

      <OutcomeSection outcome={outcome} closed={!request.isOpen} />
    </article>
  );
}

function KeptList({ kept }: { kept: string[] }) {
  const { t } = useMessages(privacyMessages);
  if (kept.length === 0) return null;
  return (
    <>
      <h4 className="mt-4 font-semibold text-slate-900">{t("view.keptHeading")}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-900">
        {kept.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

function FoundSection({ found }: { found: NonNullable<PrivacyRequestViewData["found"]> }) {
  const { t } = useMessages(privacyMessages);
  const list = (items: { key: string | number; text: string; detail?: string | null }[]) =>
    items.length === 0 ? (
      <p className="mt-1 text-slate-700">{t("view.none")}</p>
    ) : (
      <ul className="mt-1 list-disc space-y-1 pl-5 [overflow-wrap:anywhere] text-slate-900">
        {items.map((item) => (
          <li key={item.key}>
            {item.text}
            {item.detail ? <span className="block text-sm text-slate-700">{item.detail}</span> : null}
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="found-heading" className={`space-y-4 ${sectionClass}`}>
      <h3 id="found-heading" className={headingClass}>
        {t("view.foundHeading")}
      </h3>
      <div>
        <h4 className="font-semibold text-slate-900">{t("view.messagesHeading", { count: found.messages.length })}</h4>
        {list(
          found.messages.map((message) => ({
            key: message.id,
            text: `${message.received}: ${message.from}`,
            detail: message.text,
          })),
        )}
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">{t("view.ordersHeading", { count: found.orders.length })}</h4>
        {list(
          found.orders.map((order) => ({
            key: order.id,
            text: order.summary,
            detail: [order.customer, order.documents].filter(Boolean).join(" · "),
          })),
        )}
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">{t("view.mailHeading", { count: found.mail.length })}</h4>
        {list(found.mail.map((mail) => ({ key: mail.id, text: mail.text })))}
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">{t("view.staffHeading")}</h4>
        <p className="mt-1 text-slate-900">
          {found.staff ?? t("view.noStaff")}{" "}
          {found.staff ? (
            <Link to="/admin/users" className="font-semibold text-brand-700 underline underline-offset-4">
              {t("view.staffLink")}
            </Link>
          ) : null}
        </p>
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">{t("view.consentHeading")}</h4>
        <p className="mt-1 text-slate-700">{t("view.consentText")}</p>
      </div>
    </section>
  );
}

function OutcomeSection({ outcome, closed }: { outcome: PrivacyRequestViewData["outcome"]; closed: boolean }) {
  const { t } = useMessages(privacyMessages);
  return (
    <section aria-labelledby="outcome-heading" className={sectionClass}>
      <h3 id="outcome-heading" className={headingClass}>
        {closed ? t("view.outcomeHeading") : t("view.historyHeading")}
      </h3>
      {outcome.erased ? <p className="mt-2 text-slate-900">{outcome.erased}</p> : null}
      <KeptList kept={outcome.kept} />
      {closed && outcome.handledBy ? (
        <p className="mt-2 text-slate-700">
          {t("view.handledBy")}: {outcome.handledBy} · {t("view.completedAt")}: {outcome.completedAt}
        </p>
      ) : null}
      <ol className="mt-3 space-y-1 text-sm text-slate-700">
        {outcome.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            {entry.at}: {entry.action} ({entry.by})
          </li>
        ))}
      </ol>
    </section>
  );
}
