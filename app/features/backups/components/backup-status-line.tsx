// The dashboard's backup line (admins only): the last run and, when backups are due and none
// succeeded lately, a warning (backup-status.server.ts).
import { Alert } from "~/components/ui/alert";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { useMessages } from "~/i18n/messages";
import { backupMessages } from "../backup-messages";
import type { BackupStatus } from "../backup-status.server";

const outcomeTones: Record<NonNullable<BackupStatus["last"]>["outcome"], BadgeTone> = {
  succeeded: "success",
  failed: "danger",
  running: "info",
};

export function BackupStatusLine({ status }: { status: BackupStatus }) {
  const { t } = useMessages(backupMessages);
  const { last, warning } = status;
  return (
    <section
      aria-labelledby="backups-heading"
      data-testid="backup-status"
      className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="backups-heading" className="text-lg font-semibold text-slate-900">
        {t("heading")}
      </h2>
      {last ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="font-medium text-slate-900">{t("last", { when: last.when })}</span>
          <Badge tone={outcomeTones[last.outcome]}>{t(`outcome.${last.outcome}`)}</Badge>
          {last.size ? <span>{t("size", { size: last.size })}</span> : null}
          <span>{t(`trigger.${last.trigger}`)}</span>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t("none")}</p>
      )}
      {last?.reason ? <p className="mt-1 text-sm break-words text-red-800">{t("reason", { reason: last.reason })}</p> : null}
      {warning ? (
        <Alert tone="warning" className="mt-3 text-sm">
          {t(`warning.${warning}`)}
        </Alert>
      ) : null}
      {!status.scheduled ? <p className="mt-2 text-sm text-slate-600">{t("off")}</p> : null}
    </section>
  );
}
