// The Users screen's trail of role changes, newest first: whose role, from and to, when (Bangkok
// time) and by whom. A list rather than a table, so it reads the same on a phone.
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { useTranslation } from "~/i18n/react";
import type { RoleChangeEntry } from "../role-audit.server";
import { usersMessages } from "../users-messages";

export function RoleChangeHistory({ changes }: { changes: RoleChangeEntry[] }) {
  const { t, language } = useMessages(usersMessages);
  const { t: common } = useTranslation();
  const when = new Intl.DateTimeFormat(localeFor(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Bangkok",
  });
  const role = (name: RoleChangeEntry["to"] | null) => (name ? common(`admin.roles.${name}`) : t("history.newAccount"));
  const actor = (change: RoleChangeEntry) =>
    change.actorKind === "command"
      ? t("history.byCommand")
      : change.actorKind === "admin-emails"
        ? t("history.byAdminEmails")
        : (change.actorEmail ?? "");
  return (
    <section aria-labelledby="role-history-heading" className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="role-history-heading" className="text-lg font-semibold text-slate-900">
        {t("history.heading")}
      </h2>
      {changes.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("history.empty")}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t("history.note")}</p>
          <ol className="mt-3 divide-y divide-slate-100" data-testid="role-history">
            {changes.map((change) => (
              <li key={change.id} className="py-3">
                <p className="break-words text-slate-900">
                  <span className="font-semibold">{change.targetEmail}</span>:{" "}
                  {t("history.fromTo", { from: role(change.from), to: role(change.to) })}
                </p>
                <p className="mt-0.5 break-words text-sm text-slate-600">
                  <time dateTime={change.changedAt}>{when.format(new Date(change.changedAt))}</time>
                  {" · "}
                  {t("history.by", { actor: actor(change) })}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
