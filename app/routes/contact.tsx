import { useCallback } from "react";
import { data, useRouteLoaderData } from "react-router";
import { appContext, requestInfoContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { hitRateLimit } from "~/.server/rate-limit.server";
import { attestationConfig, checkAttestation } from "~/.server/attestation/attestation.server";
import { useAnalytics } from "~/features/analytics/analytics-client";
import type { ContactActionData } from "~/features/contact/contact-action-data";
import { contactFormMessages, contactFormStrings } from "~/features/contact/contact-form-messages";
import { checkFormToken, issueFormToken } from "~/features/contact/contact-form-token.server";
import { packageTitles } from "~/features/contact/contact-mail.server";
import { contactLimits, contactValuesFrom, MAX_CONTACT_FORM_BYTES, validateContactForm } from "~/features/contact/contact-schema";
import { submitContactMessage } from "~/features/contact/contact.server";
import { ContactForm, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/features/contact/components/contact-form";
import { ContactPage } from "~/features/marketing/components/contact-page";
import { contactPage } from "~/features/marketing/content.server";
import { getAgencySettings, getSiteSettings } from "~/features/settings/settings.server";
import { type Language, languageFromRequest } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { useLanguage } from "~/i18n/use-language";
import { attestationMessages, type AttestationMessageKey } from "~/lib/attestation/attestation-messages";
import { telHref } from "~/lib/phone";
import { routeMeta } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/contact";

export const handle = { pageName: "contact" };

/** Per client address (ADR 025): enough for a person correcting a message, not for a flood. */
const CONTACT_RATE_LIMIT = { scope: "contact", limit: 5, windowMs: 10 * 60_000 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  const language = languageFromRequest(request);
  // ?package=<id> comes from the "Get started" buttons; unknown values are ignored.
  const packageParam = new URL(request.url).searchParams.get("package");
  const { agency, integrations } = await getSiteSettings(db);
  const page = contactPage(language, packageParam, agency.businessHours);
  const attestation = attestationConfig(env, integrations.captchaSiteKey);
  return {
    ...page,
    form: {
      strings: contactFormStrings(language),
      token: issueFormToken(env.auth.sessionSecret()),
      retentionMonths: env.retention.contactMessageMonths,
      packages: Object.entries(packageTitles).map(([id, title]) => ({ id, title })),
      attestation,
      attestationStrings: attestation ? attestationErrorTexts(language) : null,
    },
  };
}

/** What the visitor may read about the bot check, in the page's language; the form picks one. */
function attestationErrorTexts(language: Language): Record<AttestationMessageKey, string> {
  const t = messagesT(attestationMessages, language);
  const keys = Object.keys(attestationMessages.en) as AttestationMessageKey[];
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<AttestationMessageKey, string>;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  const language = languageFromRequest(request);
  const t = messagesT(contactFormMessages, language);
  const noStore = { "Cache-Control": "no-store" };
  const fail = (status: number, body: Omit<Extract<ContactActionData, { status: "error" }>, "status">, headers = {}) =>
    data<ContactActionData>({ status: "error", ...body }, { status, headers: { ...noStore, ...headers } });

  const { clientIp } = context.get(requestInfoContext);
  const limit = await hitRateLimit(db, CONTACT_RATE_LIMIT, clientIp);
  if (!limit.allowed) {
    logger.info("Contact form rate limit reached", { clientIp });
    return fail(
      429,
      { fieldErrors: {}, formError: t("errors.rateLimited", { minutes: Math.ceil(limit.retryAfterSeconds / 60) }), values: {} },
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_CONTACT_FORM_BYTES) return fail(413, { fieldErrors: {}, formError: t("errors.tooLarge"), values: {} });
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return fail(400, { fieldErrors: {}, formError: t("errors.failed"), values: {} });
  }
  const values = contactValuesFrom(formData);
  // Long enough to keep, short enough not to echo a flood back.
  const echo = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.slice(0, contactLimits.message + 100)]),
  );

  const attested = await checkAttestation(request, formData, context);
  if (!attested.ok) return fail(403, { fieldErrors: {}, formError: attested.message, values: echo });

  // A filled honeypot is a bot: it is told "sent" (so it learns nothing) and nothing is stored.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info("Contact form: honeypot filled, message dropped", { clientIp });
    return data<ContactActionData>({ status: "sent", receipt: crypto.randomUUID() }, { headers: noStore });
  }

  const stamp = checkFormToken(env.auth.sessionSecret(), formData.get(FORM_TOKEN_FIELD));
  if (!stamp.ok) {
    logger.info("Contact form: form time stamp refused", { reason: stamp.reason, clientIp });
    return fail(400, {
      fieldErrors: {},
      formError: t(stamp.reason === "tooFast" ? "errors.tooFast" : "errors.expired"),
      values: echo,
    });
  }

  const result = validateContactForm(values);
  if (!result.success) {
    const fieldErrors = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, key]) => [
        field,
        t(key as Parameters<typeof t>[0], { max: contactLimits[field as keyof typeof contactLimits] ?? "" }),
      ]),
    );
    return fail(400, { fieldErrors, values: echo });
  }

  try {
    const agency = await getAgencySettings(db);
    await submitContactMessage(db, result.data, {
      agencyName: agency.name,
      agencyEmail: agency.email,
      agencyPhone: agency.phone,
      notificationEmail: agency.notificationEmail || agency.email,
      siteUrl: env.siteUrl,
      language,
    });
  } catch (error) {
    logger.error("Contact form: the message could not be stored", { error });
    return fail(503, { fieldErrors: {}, formError: t("errors.failed"), values: echo });
  }
  return data<ContactActionData>({ status: "sent", receipt: crypto.randomUUID() }, { headers: noStore });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  routeMeta(loaderData?.meta, matches[0]?.loaderData, location.pathname);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const language = useLanguage();
  const analytics = useAnalytics();
  const onSent = useCallback(
    ({ packageId }: { packageId: string | null }) =>
      analytics.event("generate_lead", { form: "contact", ...(packageId ? { package_id: packageId } : {}) }),
    [analytics],
  );
  if (!root) throw new Error("The contact page needs the root loader's data");
  const { agency } = root.settings;
  const { form } = loaderData;
  return (
    <ContactPage
      data={loaderData}
      agency={{
        phone: agency.phone,
        phoneHref: telHref(agency.phone),
        email: agency.email,
        address: agency.address[language],
        social: agency.social,
      }}
      form={
        <ContactForm
          strings={form.strings}
          formToken={form.token}
          retentionMonths={form.retentionMonths}
          packageId={loaderData.selectedPackage?.id ?? null}
          packages={form.packages}
          attestation={form.attestation}
          attestationStrings={form.attestationStrings}
          onSent={onSent}
        />
      }
    />
  );
}
