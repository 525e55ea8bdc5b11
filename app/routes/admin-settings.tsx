// /admin/settings: admins edit the agency's details, payment details and integration ids; editors
// see them read-only; everyone else goes to /login. Both checks run here on the server, in the
// loader and in the action.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { formReply, formSuccess, readForm } from "~/.server/forms.server";
import { IntegrationStatus } from "~/features/settings/components/integration-status";
import { SettingsAuditList } from "~/features/settings/components/settings-audit-list";
import { SettingsFormView } from "~/features/settings/components/settings-form-view";
import { listSettingsAudit, loadSettingsForEditing, saveSettingsForm } from "~/features/settings/settings-admin.server";
import {
  SettingsFormSchema,
  type SettingsSaved,
  settingsErrorText,
  settingsToFormValues,
} from "~/features/settings/settings-form";
import { settingsMessages } from "~/features/settings/settings-messages";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesT } from "~/i18n/messages";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-settings";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.settings.title",
  subtitleKey: "admin.screens.settings.subtitle",
};

// Loaders run in parallel, so this one guards itself rather than relying on the layout's.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  const canEdit = isAdmin(user.role);
  const [{ revision, settings }, audit] = await Promise.all([loadSettingsForEditing(db), listSettingsAudit(db, 10)]);
  const captchaSecret = Boolean(env.captcha.secretKey);
  return data(
    {
      title: messagesT(settingsMessages, requestLanguage(context))("pageTitle"),
      canEdit,
      revision,
      // An editable form gets an empty row in each list to type a new one into.
      values: settingsToFormValues(settings, revision, canEdit),
      samplePayments: settings.payments.sample === true,
      audit,
      // Booleans only: the secrets themselves never leave the environment.
      integrations: {
        google: env.auth.provider === "google" || env.auth.provider === "oidc",
        smtp: Boolean(env.mail.smtpUrl),
        captcha: captchaSecret,
        stripe: env.stripe.enabled,
        captchaOn: captchaSecret && settings.integrations.captchaSiteKey !== "",
        // PromptPay and bank-transfer purchases go to GA4 from the server (server/purchase-reports.ts).
        purchaseReports: Boolean(env.analytics.apiSecret) && settings.integrations.gaMeasurementId.trim() !== "",
      },
    },
    { headers: noStoreHeaders() },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const t = messagesT(settingsMessages, requestLanguage(context));
  const form = await readForm(request, context, {
    schema: SettingsFormSchema,
    errorText: settingsErrorText(t as (key: string) => string),
    unreadable: t("failed"),
    // Editors see the form read-only; a save of theirs (a forged post) is refused before its fields are judged.
    early: () => (isAdmin(user.role) ? null : { refuse: t("forbidden"), status: 403 }),
  });
  if (!form.ok) return form.response;

  const saved = await saveSettingsForm(db, { uid: user.uid, email: user.email }, form.value);
  if (!saved.ok) return formReply(form.submission, { status: saved.status, formErrors: [t(saved.message)] });
  return formSuccess<SettingsSaved>(form.submission, { outcome: saved.outcome });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Settings" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <SettingsFormView
        // A save changes the revision: the form starts again from the stored (normalised) values.
        key={loaderData.revision}
        defaultValue={loaderData.values}
        revision={loaderData.revision}
        canEdit={loaderData.canEdit}
        reply={actionData}
        integrationStatus={<IntegrationStatus status={loaderData.integrations} />}
        stripeConfigured={loaderData.integrations.stripe}
        samplePayments={loaderData.samplePayments}
      />
      <div className="max-w-4xl">
        <SettingsAuditList entries={loaderData.audit} />
      </div>
    </div>
  );
}
