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
  // The visible word first, so a voice command naming it still finds the button.
  const named = (text: string) => `${text}${t("list.named", { name: label })}`;
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
      aria-label={named(text)}
    >
      {text}
    </Button>
  );
  return (
    <li
      id={`${idPrefix}-${entry.id}`}
      className={`grid gap-3 rounded-lg border p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start ${
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
        className="flex flex-wrap gap-2 lg:flex-nowrap lg:justify-end"
        // One change at a time: a second press before the first is answered would carry an old revision.
        onSubmit={(event) => {
          if (fetcher.state !== "idle") event.preventDefault();
        }}
      >
        <input type="hidden" name="id" value={entry.id} />
        <input type="hidden" name="revision" value={entry.revision} />
        {button("move-up", t("list.moveUp"), first)}
        {button("move-down", t("list.moveDown"), last)}
        <ButtonLink to={`?edit=${entry.id}`} size="sm" variant="secondary" aria-label={named(t("list.edit"))}>
          {t("list.edit")}
        </ButtonLink>
        {entry.hidden ? button("show", t("list.show")) : button("hide", t("list.hide"))}
        <ButtonLink
          to={`?delete=${entry.id}`}
          size="sm"
          variant="danger-outline"
          preventScrollReset
          aria-label={named(t("list.delete"))}
        >
          {t("list.delete")}
        </ButtonLink>
      </fetcher.Form>
    </li>
  );
}
