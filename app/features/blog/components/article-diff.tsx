// Two versions of an article side by side (stacked on phones), field by field: what was removed is
// struck through in the earlier one, what was added underlined in the later one, each also named
// for screen readers ("removed:", "added:"), so no difference is told by colour alone.
import { useMessages } from "~/i18n/messages";
import type { DiffPart, FieldChange, LanguageDiff, VersionDiff } from "../article-diff-types";
import { articleHistoryMessages } from "../article-history-messages";

type T = ReturnType<typeof useMessages<typeof articleHistoryMessages>>["t"];

export interface ArticleDiffProps {
  diff: VersionDiff;
  /** What the two columns are: "This version" / "Current version", "Your text" / "Saved version". */
  beforeLabel: string;
  afterLabel: string;
  /** Category names by id, in the page's language. */
  categoryNames: Record<string, string>;
}

const delClass = "rounded-sm bg-red-100 text-red-950 line-through decoration-red-800 decoration-2";
const insClass = "rounded-sm bg-emerald-100 text-emerald-950 underline decoration-emerald-800 decoration-2 underline-offset-4";

function Parts({ parts, t }: { parts: DiffPart[]; t: T }) {
  if (parts.length === 0) return <span className="text-slate-600 italic">{t("compare.empty")}</span>;
  return parts.map((part, index) =>
    part.kind === "same" ? (
      <span key={index}>{part.text}</span>
    ) : part.kind === "removed" ? (
      <del key={index} className={delClass}>
        <span className="sr-only">{t("compare.removed")} </span>
        {part.text}
      </del>
    ) : (
      <ins key={index} className={insClass}>
        <span className="sr-only">{t("compare.added")} </span>
        {part.text}
      </ins>
    ),
  );
}

function Value({
  change,
  side,
  t,
  categoryNames,
}: {
  change: FieldChange;
  side: "before" | "after";
  t: T;
  categoryNames: Record<string, string>;
}) {
  if (change.kind === "text") return <Parts parts={change[side]} t={t} />;
  const value = change[side];
  const Mark = side === "before" ? "del" : "ins";
  const markClass = side === "before" ? delClass : insClass;
  const label = side === "before" ? t("compare.removed") : t("compare.added");
  if (change.kind === "image") {
    if (!value) return <span className="text-slate-600 italic">{t("compare.noImage")}</span>;
    return <img src={value} alt="" className="max-h-40 rounded-md ring-1 ring-slate-200" />;
  }
  const text =
    change.field === "status"
      ? t(value === "published" ? "compare.status.published" : "compare.status.draft")
      : value
        ? (categoryNames[value] ?? value)
        : t("compare.noCategory");
  return (
    <Mark className={markClass}>
      <span className="sr-only">{label} </span>
      {text}
    </Mark>
  );
}

function Change({
  change,
  beforeLabel,
  afterLabel,
  categoryNames,
  t,
}: Omit<ArticleDiffProps, "diff"> & { change: FieldChange; t: T }) {
  const columns = [
    { side: "before" as const, label: beforeLabel },
    { side: "after" as const, label: afterLabel },
  ];
  return (
    <div className="border-t border-slate-200 pt-4">
      <h3 className="text-lg font-semibold text-slate-900">{t(`compare.fields.${change.field}`)}</h3>
      {change.kind === "text" && change.whole ? <p className="mt-1 text-sm text-slate-700">{t("compare.whole")}</p> : null}
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        {columns.map(({ side, label }) => (
          <div key={side} className="min-w-0">
            <p className="text-sm font-semibold text-slate-700">{label}</p>
            <div className="mt-1 rounded-lg bg-white p-3 leading-relaxed break-words whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200">
              {change.kind === "image" ? <span className="sr-only">{t("compare.imageOf", { side: label })}: </span> : null}
              <Value change={change} side={side} t={t} categoryNames={categoryNames} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function Unchanged({ fields, t }: { fields: string[]; t: T }) {
  if (fields.length === 0) return null;
  return <p className="text-slate-700">{t("compare.unchanged", { fields: fields.join(", ") })}</p>;
}

function LanguageSection({ entry, ...props }: Omit<ArticleDiffProps, "diff"> & { entry: LanguageDiff; t: T }) {
  const { t } = props;
  const language = t(`compare.languages.${entry.language}`);
  if (entry.changes.length === 0 && entry.unchanged.length === 0) return null;
  return (
    <section aria-labelledby={`diff-${entry.language}`} className="grid gap-4">
      <h2 id={`diff-${entry.language}`} className="text-xl font-bold text-slate-900">
        {language}
      </h2>
      {entry.missingBefore ? <p className="text-slate-700">{t("compare.missingLanguage", { language })}</p> : null}
      {entry.changes.map((change) => (
        <Change key={change.field} change={change} {...props} />
      ))}
      <Unchanged fields={entry.unchanged.map((field) => t(`compare.fields.${field}`))} t={t} />
    </section>
  );
}

export function ArticleDiff({ diff, ...labels }: ArticleDiffProps) {
  const { t } = useMessages(articleHistoryMessages);
  if (diff.same) return <p className="rounded-lg bg-white p-4 text-slate-800 ring-1 ring-slate-200">{t("compare.same")}</p>;
  return (
    <div className="grid gap-8">
      {diff.languages.map((entry) => (
        <LanguageSection key={entry.language} entry={entry} t={t} {...labels} />
      ))}
      <section aria-labelledby="diff-shared" className="grid gap-4">
        <h2 id="diff-shared" className="text-xl font-bold text-slate-900">
          {t("compare.shared")}
        </h2>
        {diff.shared.map((change) => (
          <Change key={change.field} change={change} t={t} {...labels} />
        ))}
        <Unchanged fields={diff.sharedUnchanged.map((field) => t(`compare.fields.${field}`))} t={t} />
      </section>
    </div>
  );
}
