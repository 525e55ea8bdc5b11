import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { appContext, requestInfoContext, requestLanguage } from "~/.server/context";
import { logger } from "~/.server/logger";
import { formReply, formSuccess, readForm } from "~/.server/forms.server";
import { attestationConfig } from "~/.server/attestation/attestation.server";
import { useAnalytics } from "~/features/analytics/analytics-client";
import type { ContactSuccess } from "~/features/contact/contact-form-fields";
import { contactGuards } from "~/features/contact/contact-guards.server";
import { contactFormMessages, contactFormStrings } from "~/features/contact/contact-form-messages";
import { issueFormToken } from "~/features/contact/contact-form-token.server";
import { ContactFormSchema, contactErrorText } from "~/features/contact/contact-schema";
import { submitContactMessage } from "~/features/contact/contact.server";
import { ContactForm } from "~/features/contact/components/lazy-contact-form";
import { ContactPage } from "~/features/marketing/components/contact-page";
import { contactPage } from "~/features/marketing/content.server";
import { getAgencySettings, getSiteSettings } from "~/features/settings/settings.server";
import { getEditedCopy } from "~/features/site-content/page-copy.server";
import { getCatalogue } from "~/features/site-content/site-content.server";
import { messagesIn, messagesT } from "~/i18n/messages";
import { useLanguage } from "~/i18n/use-language";
import { attestationMessages } from "~/lib/attestation/attestation-messages";
import { telHref } from "~/lib/phone";
import { offered, offeredPackage } from "~/lib/pricing";
import { routeMeta } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/contact";

export const handle = { pageName: "contact" };

/** Per client address (ADR 025): enough for a person correcting a message, not for a flood. */
const CONTACT_RATE_LIMIT = { scope: "contact", limit: 5, windowMs: 10 * 60_000 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  const language = requestLanguage(context);
  // ?package=<id> comes from the "Get started" buttons; unknown values are ignored.
  const packageParam = new URL(request.url).searchParams.get("package");
  const [{ agency, integrations }, catalogue, edits] = await Promise.all([
    getSiteSettings(db),
    getCatalogue(db),
    getEditedCopy(db),
  ]);
  const page = contactPage(language, catalogue, packageParam, agency.businessHours, edits.contact);
  const attestation = attestationConfig(env, integrations.captchaSiteKey);
  return {
    ...page,
    form: {
      strings: contactFormStrings(language),
      token: issueFormToken(env.auth.sessionSecret()),
      retentionMonths: env.retention.contactMessageMonths,
      // The packages on offer, by their names in the page's language.
      packages: offered(catalogue).packages.map((pkg) => ({ id: pkg.id, title: pkg.text[language].title })),
      attestation,
      // What the visitor may read about the bot check, in the page's language; the form picks one.
      attestationStrings: attestation ? messagesIn(attestationMessages, language) : null,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  const language = requestLanguage(context);
  const t = messagesT(contactFormMessages, language);
  const form = await readForm(request, context, {
    schema: ContactFormSchema,
    errorText: contactErrorText(t as (key: string) => string),
    unreadable: t("errors.failed"),
    rateLimit: { rule: CONTACT_RATE_LIMIT, message: (minutes) => t("errors.rateLimited", { minutes }) },
    attestation: true,
    early: contactGuards({ secret: env.auth.sessionSecret(), clientIp: context.get(requestInfoContext).clientIp, t }),
  });
  if (!form.ok) return form.response;

  try {
    const [agency, catalogue] = await Promise.all([getAgencySettings(db), getCatalogue(db)]);
    // A package no longer on offer (an old link) is dropped, as an unknown one always was.
    const chosen = offeredPackage(catalogue, form.value.packageId);
    await submitContactMessage(
      db,
      { ...form.value, packageId: chosen?.id },
      {
        packageTitle: chosen?.text.en.title ?? null,
        agencyName: agency.name,
        agencyEmail: agency.email,
        agencyPhone: agency.phone,
        notificationEmail: agency.notificationEmail || agency.email,
        siteUrl: env.siteUrl,
        language,
      },
    );
  } catch (error) {
    logger.error("Contact form: the message could not be stored", { error });
    return formReply(form.submission, { status: 503, formErrors: [t("errors.failed")] });
  }
  return formSuccess<ContactSuccess>(form.submission, { receipt: crypto.randomUUID() });
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
