// The Users screen's trail of role changes: when (Bangkok time), who changed it, whose, from and to.
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { useTranslation } from "~/i18n/react";
import type { RoleChangeEntry } from "../role-audit.server";
import { usersMessages } from "../users-messages";

export function RoleChangeHistory({ changes }: { changes: RoleChangeEntry[] }) {
  const { t, language } = useMessages(usersMessages);
  const { t: common } = useTranslation();
  const when = new Intl.DateTimeFormat(localeFor(language), { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Bangkok" });
  const role = (name: RoleChangeEntry["to"] | null) => (name ? common(`admin.roles.${name}`) : t("history.newAccount"));
  const actor = (change: RoleChangeEntry) =>
    change.actorKind === "command" ? t("history.byCommand") : change.actorKind === "admin-emails" ? t("history.byAdminEmails") : change.actorEmail;
  return (
    <section aria-labelledby="role-history-heading" className="mt-10 max-w-4xl">
      <h2 id="role-history-heading" className="text-lg font-semibold text-slate-900">
        {t("history.heading")}
      </h2>
      {changes.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("history.empty")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full text-left text-sm" data-testid="role-history">
            <caption className="sr-only">{t("history.caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">{t("history.when")}</th>
                <th scope="col" className="px-4 py-2 font-semibold">{t("history.whom")}</th>
                <th scope="col" className="px-4 py-2 font-semibold">{t("history.change")}</th>
                <th scope="col" className="px-4 py-2 font-semibold">{t("history.who")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {changes.map((change) => (
                <tr key={change.id}>
                  <td className="whitespace-nowrap px-4 py-2">
                    <time dateTime={change.changedAt}>{when.format(new Date(change.changedAt))}</time>
                  </td>
                  <td className="break-all px-4 py-2">{change.targetEmail}</td>
                  <td className="whitespace-nowrap px-4 py-2">{t("history.fromTo", { from: role(change.from), to: role(change.to) })}</td>
                  <td className="break-all px-4 py-2">{actor(change)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
