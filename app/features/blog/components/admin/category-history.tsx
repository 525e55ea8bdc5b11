// The latest saves on the categories screen, newest first: which category, what happened (created,
// which names changed, deleted), when (Bangkok time) and by whom. A list, so it reads the same on
// a phone.
import type { ContentAuditEntry } from "~/.server/content-audit.server";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { categoriesMessages } from "../../categories-messages";

export type CategoryChange = Pick<ContentAuditEntry, "id" | "changedAt" | "actorEmail" | "entityId" | "kind" | "changedFields">;

export function CategoryHistory({ changes }: { changes: CategoryChange[] }) {
  const { t, language } = useMessages(categoriesMessages);
  const when = new Intl.DateTimeFormat(localeFor(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Bangkok",
  });
  const fieldLabel = (path: string) =>
    path === "names.en" ? t("create.nameEn") : path === "names.th" ? t("create.nameTh") : path;
  const what = (change: CategoryChange) => {
    if (change.kind === "created") return t("history.created");
    if (change.kind === "deleted") return t("history.deleted");
    const fields = change.changedFields.map(fieldLabel);
    return fields.length > 0 ? `${t("history.changed")} (${fields.join(", ")})` : t("history.changed");
  };
  return (
    <section
      aria-labelledby="category-history-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="category-history-heading" className="text-lg font-semibold text-slate-900">
        {t("history.heading")}
      </h2>
      {changes.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("history.empty")}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t("history.note")}</p>
          <ol className="mt-3 divide-y divide-slate-100" data-testid="category-history">
            {changes.map((change) => (
              <li key={change.id} className="py-3">
                <p className="break-words text-slate-900">
                  <span className="font-mono font-semibold">{change.entityId}</span>: {what(change)}
                </p>
                <p className="mt-0.5 break-words text-sm text-slate-600">
                  <time dateTime={change.changedAt}>{when.format(new Date(change.changedAt))}</time>
                  {" · "}
                  {t("history.by", { actor: change.actorEmail })}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
