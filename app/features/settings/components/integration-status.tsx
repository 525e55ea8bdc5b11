// Whether each secret-backed integration is configured in the server's environment: a yes or no,
// never the value.
import { Badge } from "~/components/ui/badge";
import { useMessages } from "~/i18n/messages";
import { settingsMessages } from "../settings-messages";

export interface IntegrationStatusView {
  google: boolean;
  smtp: boolean;
  captcha: boolean;
  stripe: boolean;
  /** Secret in the environment and a site key in the settings. */
  captchaOn: boolean;
  /** GA4_API_SECRET in the environment and a measurement id in the settings. */
  purchaseReports: boolean;
}

export function IntegrationStatus({ status }: { status: IntegrationStatusView }) {
  const { t } = useMessages(settingsMessages);
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      <h3 className="text-base font-semibold text-slate-900">{t("sections.status.title")}</h3>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        {(["google", "smtp", "captcha", "stripe"] as const).map((key) => (
          <div key={key} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-800">{t(`status.${key}`)}</dt>
            <dd>
              <Badge tone={status[key] ? "success" : "neutral"}>
                {status[key] ? t("status.configured") : t("status.notConfigured")}
              </Badge>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">{status.captchaOn ? t("status.captchaOn") : t("status.captchaOff")}</p>
      <p className="mt-2 text-sm text-slate-700" data-testid="purchase-reports-status">
        {status.purchaseReports ? t("status.purchaseReportsOn") : t("status.purchaseReportsOff")}
      </p>
    </div>
  );
}
