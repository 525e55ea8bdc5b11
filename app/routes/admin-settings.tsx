// /admin/settings: admins edit the agency's details, payment details and integration ids; editors
// see them read-only; everyone else goes to /login. Both checks run here on the server, in the
// loader and in the action.
import { data } from "react-router";
import { appContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { IntegrationStatus } from "~/features/settings/components/integration-status";
import { SettingsAuditList } from "~/features/settings/components/settings-audit-list";
import { type SaveStatus, SettingsFormView } from "~/features/settings/components/settings-form-view";
import { listSettingsAudit, loadSettingsForEditing, saveSettings } from "~/features/settings/settings-admin.server";
import {
  formValuesFromFormData,
  parseSettingsForm,
  revisionField,
  type SettingsFormErrors,
  type SettingsFormValues,
  settingsToFormValues,
} from "~/features/settings/settings-form";
import { settingsMessages } from "~/features/settings/settings-messages";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import { languageFromRequest } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import type { Route } from "./+types/admin-settings";
import type { AdminScreenHandle } from "./admin-layout";
import { noStoreHeaders } from "~/lib/cache-control";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.settings.title",
  subtitleKey: "admin.screens.settings.subtitle",
};

// Loaders run in parallel, so this one guards itself rather than relying on the layout's.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const { db, env } = context.get(appContext);
  const [{ revision, settings }, audit] = await Promise.all([loadSettingsForEditing(db), listSettingsAudit(db, 10)]);
  const captchaSecret = Boolean(env.captcha.secretKey);
  return data(
    {
      title: messagesT(settingsMessages, languageFromRequest(request))("pageTitle"),
      canEdit: isAdmin(user.role),
      revision,
      values: settingsToFormValues(settings),
      audit,
      // Booleans only: the secrets themselves never leave the environment.
      integrations: {
        google: env.auth.provider === "google" || env.auth.provider === "oidc",
        smtp: Boolean(env.mail.smtpUrl),
        captcha: captchaSecret,
        stripe: env.stripe.enabled,
        captchaOn: captchaSecret && settings.integrations.captchaSiteKey !== "",
      },
    },
    { headers: noStoreHeaders() },
  );
}

interface ActionResult {
  status: SaveStatus;
  errors?: SettingsFormErrors;
  /** What was posted, so a page rendered without JavaScript keeps the person's input. */
  values?: SettingsFormValues;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const answer = (result: ActionResult, status: number) => data(result, { status });
  if (!isAdmin(user.role)) return answer({ status: "forbidden" }, 403);

  const values = formValuesFromFormData(await request.formData());
  const parsed = parseSettingsForm(values);
  if (!parsed.ok) return answer({ status: "invalid", errors: parsed.errors, values }, 400);

  const revision = Number(values[revisionField]);
  if (!Number.isSafeInteger(revision) || revision < 0) return answer({ status: "conflict", values }, 409);
  try {
    const result = await saveSettings(db, { uid: user.uid, email: user.email }, parsed.settings, revision);
    if (result.status === "conflict") return answer({ status: "conflict", values }, 409);
    return answer({ status: result.status }, 200);
  } catch (error) {
    logger.error("Saving the settings failed", error instanceof Error ? error.message : String(error));
    return answer({ status: "failed", values }, 500);
  }
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
        values={actionData?.values ?? loaderData.values}
        revision={loaderData.revision}
        canEdit={loaderData.canEdit}
        result={actionData}
        integrationStatus={<IntegrationStatus status={loaderData.integrations} />}
        stripeConfigured={loaderData.integrations.stripe}
      />
      <div className="max-w-4xl">
        <SettingsAuditList entries={loaderData.audit} />
      </div>
    </div>
  );
}
