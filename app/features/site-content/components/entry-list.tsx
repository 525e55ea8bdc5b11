// The list of the testimonials or FAQ screen: the entries in the order the site shows them, each
// with its shown/hidden badge, Move up and Move down, Edit, Hide or Show, and Delete after a
// question. All row buttons share one fetcher, so one status line says what the last one did; a
// moved entry keeps the focus on its button as it changes places.
import { useEffect, useRef } from "react";
import { useFetcher, useNavigate, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useMessages } from "~/i18n/messages";
import type { EntryRowReply } from "../entry-form";
import { entryListMessages } from "../entry-list-messages";
import { EntryDeleteDialog } from "./entry-delete-dialog";
import { EntryRow, rowButtonId } from "./entry-row";
import type { EntryView } from "../entry-form";

export interface EntryListProps {
  /** "testimonial" or "faq": the rows' and buttons' ids. */
  idPrefix: string;
  entries: EntryView[];
  heading: string;
  empty: string;
  addLabel: string;
  /** The reply to a row button posted without JavaScript. */
  reply: EntryRowReply | undefined;
  /** After an add or edit (the list is where a save returns): what was saved, to say so. */
  saved?: { id: number; created: boolean } | null;
}

const FETCHER_KEY = "entry-row";

export function EntryList({ idPrefix, entries, heading, empty, addLabel, reply, saved }: EntryListProps) {
  const { t } = useMessages(entryListMessages);
  const fetcher = useFetcher<EntryRowReply>({ key: FETCHER_KEY });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const statusRef = useRef<HTMLDivElement>(null);
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : (fetcher.data ?? reply);
  const success = answer?.success;
  const refusal =
    answer?.result.status === "error" ? (Object.values(answer.result.error ?? {}).flat()[0] ?? undefined) : undefined;

  // After the answer (and the reloaded list): a moved entry's button keeps the focus, or its other
  // button once it reached an end; a delete closes its question and the status line takes the focus.
  useEffect(() => {
    if (!success) return;
    if (success.intent === "move-up" || success.intent === "move-down") {
      const own = document.getElementById(rowButtonId(idPrefix, success.id, success.intent));
      const other = document.getElementById(
        rowButtonId(idPrefix, success.id, success.intent === "move-up" ? "move-down" : "move-up"),
      );
      const target = own instanceof HTMLButtonElement && !own.disabled ? own : other;
      target?.focus();
    } else if (success.intent === "delete") {
      if (params.has("delete")) void navigate(`?${withoutDelete(params)}`, { replace: true, preventScrollReset: true });
      requestAnimationFrame(() => statusRef.current?.focus());
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer: a URL change must not replay it
  }, [success]);

  // Back from the form: the status line says what was saved and has the focus, so it is read.
  useEffect(() => {
    if (saved) statusRef.current?.focus();
  }, [saved]);

  const savedEntry = saved ? entries.find((entry) => entry.id === saved.id) : undefined;
  const message = busy
    ? t("list.working")
    : success
      ? successText(t, success)
      : savedEntry && saved
        ? t(saved.created ? "list.created" : "list.saved")
        : "";
  const toDelete = entries.find((entry) => String(entry.id) === params.get("delete"));

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite" className="outline-none empty:hidden">
        {message ? (
          <Alert tone={busy ? "info" : "success"} className="font-medium">
            {message}
          </Alert>
        ) : null}
      </div>
      <div role="alert" className="empty:hidden">
        {refusal ? (
          <Alert tone="error" className="font-medium">
            {refusal}
          </Alert>
        ) : null}
      </div>
      <Card as="section" aria-labelledby={`${idPrefix}-list-heading`}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h2 id={`${idPrefix}-list-heading`} className="text-lg font-semibold text-slate-900">
            {heading}
          </h2>
          <ButtonLink to="?add=1" size="md">
            + {addLabel}
          </ButtonLink>
        </div>
        {entries.length === 0 ? (
          <p className="mt-4 text-slate-700">{empty}</p>
        ) : (
          <ol aria-labelledby={`${idPrefix}-list-heading`} className="mt-4 flex flex-col gap-3">
            {entries.map((entry, index) => (
              <EntryRow
                key={entry.id}
                idPrefix={idPrefix}
                entry={entry}
                first={index === 0}
                last={index === entries.length - 1}
                fetcher={fetcher}
                highlighted={savedEntry?.id === entry.id}
              />
            ))}
          </ol>
        )}
      </Card>
      {toDelete ? (
        <EntryDeleteDialog
          entry={toDelete}
          fetcher={fetcher}
          refusal={refusal}
          onCancel={() => void navigate(`?${withoutDelete(params)}`, { replace: true, preventScrollReset: true })}
        />
      ) : null}
    </div>
  );
}

function withoutDelete(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete("delete");
  return next.toString();
}

function successText(
  t: ReturnType<typeof useMessages<typeof entryListMessages>>["t"],
  success: NonNullable<EntryRowReply["success"]>,
) {
  const name = { name: success.label };
  switch (success.intent) {
    case "move-up":
      return t(success.moved === false ? "list.alreadyFirst" : "list.movedUp", name);
    case "move-down":
      return t(success.moved === false ? "list.alreadyLast" : "list.movedDown", name);
    case "hide":
      return t("list.hiddenDone", name);
    case "show":
      return t("list.shownDone", name);
    case "delete":
      return t("list.deleted", name);
  }
}
