// One entry of the testimonials or FAQ list: its label, a line of its text, the shown/hidden badge
// and its buttons. The buttons' names end with the entry's label (for screen readers), so a list
// of "Move up" buttons says which is which.
import type { FetcherWithComponents } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import type { EntryRowIntent, EntryRowReply, EntryView } from "../entry-form";
import { entryListMessages } from "../entry-list-messages";

export const rowButtonId = (prefix: string, id: number, intent: EntryRowIntent) => `${prefix}-${id}-${intent}`;

export function EntryRow({
  idPrefix,
  entry,
  first,
  last,
  fetcher,
  highlighted,
}: {
  idPrefix: string;
  entry: EntryView;
  first: boolean;
  last: boolean;
  fetcher: FetcherWithComponents<EntryRowReply>;
  highlighted: boolean;
}) {
  const { t } = useMessages(entryListMessages);
  const label = entry.label || t("list.noText");
  const named = <span className="sr-only">{t("list.named", { name: label })}</span>;
  const pending = fetcher.state !== "idle" && fetcher.formData?.get("id") === String(entry.id);
  const button = (intent: EntryRowIntent, text: string, disabled = false) => (
    <Button
      id={rowButtonId(idPrefix, entry.id, intent)}
      type="submit"
      name="intent"
      value={intent}
      size="sm"
      variant="secondary"
      disabled={disabled}
    >
      {text}
      {named}
    </Button>
  );
  return (
    <li
      id={`${idPrefix}-${entry.id}`}
      className={`grid gap-3 rounded-lg border p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start ${
        highlighted ? "border-brand-600 bg-brand-50" : "border-slate-200"
      } ${pending ? "opacity-60" : ""}`}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span lang={entry.lang} className="min-w-0 break-words">
            {label}
          </span>
          <Badge tone={entry.hidden ? "warning" : "success"}>{t(entry.hidden ? "list.hidden" : "list.shown")}</Badge>
        </p>
        {entry.detail ? (
          <p lang={entry.lang} className="mt-1 line-clamp-2 text-sm text-slate-700">
            {entry.detail}
          </p>
        ) : null}
      </div>
      <fetcher.Form
        method="post"
        className="flex flex-wrap gap-2 md:max-w-[22rem] md:justify-end"
        // One change at a time: a second press before the first is answered would carry an old revision.
        onSubmit={(event) => {
          if (fetcher.state !== "idle") event.preventDefault();
        }}
      >
        <input type="hidden" name="id" value={entry.id} />
        <input type="hidden" name="revision" value={entry.revision} />
        {button("move-up", t("list.moveUp"), first)}
        {button("move-down", t("list.moveDown"), last)}
        <ButtonLink to={`?edit=${entry.id}`} size="sm" variant="secondary">
          {t("list.edit")}
          {named}
        </ButtonLink>
        {entry.hidden ? button("show", t("list.show")) : button("hide", t("list.hide"))}
        <ButtonLink to={`?delete=${entry.id}`} size="sm" variant="danger-outline" preventScrollReset>
          {t("list.delete")}
          {named}
        </ButtonLink>
      </fetcher.Form>
    </li>
  );
}
