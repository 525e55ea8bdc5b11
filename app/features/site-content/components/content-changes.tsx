// The latest saves on the Site content screens: when (reader's locale, Bangkok time), who, which
// area and row, created, changed or deleted, and which fields. The values stay in the table.
import { Card } from "~/components/ui/card";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { contentIndexMessages } from "../content-index-messages";

/** One entry of listContentChanges (app/.server/content-audit.server.ts), as the loader sends it. */
export interface ContentChangeView {
  id: number;
  changedAt: string;
  actorEmail: string;
  area: keyof (typeof contentIndexMessages)["en"]["changes"]["areas"];
  entityId: string;
  kind: "created" | "changed" | "deleted";
  changedFields: string[];
}

type Labels = (typeof contentIndexMessages)["en"]["changes"]["labels"];

export function ContentChanges({ entries }: { entries: ContentChangeView[] }) {
  const { t, language } = useMessages(contentIndexMessages);
  const when = new Intl.DateTimeFormat(localeFor(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Bangkok",
  });
  // `translations.th.title` -> "Name (Thai)"; a path this list does not know is shown as it is.
  const label = (path: string) => {
    const [first = "", lang, field] = path.split(".");
    const known = (key: string) =>
      key in contentIndexMessages.en.changes.labels ? t(`changes.labels.${key as keyof Labels}`) : null;
    if (first === "translations" && (lang === "en" || lang === "th") && field) {
      return `${known(field) ?? field} (${t(`changes.languages.${lang}`)})`;
    }
    return known(first) ?? path;
  };
  return (
    <Card as="section" aria-labelledby="content-changes-title">
      <h2 id="content-changes-title" className="text-lg font-bold text-slate-900">
        {t("changes.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("changes.description")}</p>
      {entries.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t("changes.empty")}</p>
      ) : (
        <div
          className="mt-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
          tabIndex={0}
          role="region"
          aria-labelledby="content-changes-title"
        >
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("changes.when")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("changes.who")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("changes.what")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("changes.change")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("changes.fields")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={entry.changedAt}>{when.format(new Date(entry.changedAt))}</time>
                  </td>
                  <td className="py-2 pr-4 break-all">{entry.actorEmail}</td>
                  <td className="py-2 pr-4">
                    {t(`changes.areas.${entry.area}`)} <span className="font-mono text-xs text-slate-600">{entry.entityId}</span>
                  </td>
                  <td className="py-2 pr-4">{t(`changes.kinds.${entry.kind}`)}</td>
                  <td className="py-2">{entry.changedFields.map(label).join(", ") || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
