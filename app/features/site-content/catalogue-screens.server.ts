// What the catalogue routes' actions share: reading a list's row button (admins only, refused
// before anything is read otherwise), an editor's save refused when it carries changed figures
// (ADR 094), and a service's outcome as the one form reply.
import type { Submission } from "@conform-to/react";
import type { z } from "zod";
import { formReply, formSuccess, type ReadFormOptions, readForm } from "~/.server/forms.server";
import type { Language } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { type CatalogueOutcome, postChangesFigures } from "./catalogue-admin.server";
import { catalogueMessages } from "./catalogue-admin-messages";
import { CatalogueListActionSchema } from "./catalogue-list-schema";

type Context = Parameters<typeof readForm>[1];
type T = ReturnType<typeof messagesT<typeof catalogueMessages>>;

export const catalogueT = (language: Language) => messagesT(catalogueMessages, language);

/** A refused or accepted save as the form's reply: the message beside its field, or for the whole form. */
export function outcomeReply(submission: Submission<unknown, string[], unknown>, outcome: CatalogueOutcome, t: T) {
  if (outcome.ok) {
    return formSuccess(submission, { outcome: outcome.outcome === "unchanged" ? "unchanged" : "saved" });
  }
  const message = [t(outcome.error, { count: outcome.count ?? 0 })];
  return formReply(submission, {
    status: outcome.status,
    ...(outcome.field ? { fieldErrors: { [outcome.field]: message } } : { formErrors: message }),
  });
}

/** A list's Move up / Move down / Delete: admins only; the name is for the "deleted" message. */
export async function listAction(
  request: Request,
  context: Context,
  options: {
    isAdmin: boolean;
    language: Language;
    move: (id: string, direction: "up" | "down") => Promise<CatalogueOutcome>;
    remove: (id: string) => Promise<CatalogueOutcome>;
    nameOf: (id: string) => Promise<string>;
  },
) {
  const t = catalogueT(options.language);
  const form = await readForm(request, context, {
    schema: CatalogueListActionSchema,
    errorText: (key) => t(key as "errors.failed"),
    unreadable: t("errors.failed"),
    early: () => (options.isAdmin ? null : { refuse: t("errors.adminOnly"), status: 403 }),
  });
  if (!form.ok) return form.response;
  const { intent, id, direction } = form.value;
  const name = await options.nameOf(id);
  const outcome = intent === "delete" ? await options.remove(id) : await options.move(id, direction ?? "up");
  if (!outcome.ok) {
    return formReply(form.submission, { status: outcome.status, formErrors: [t(outcome.error, { count: outcome.count ?? 0 })] });
  }
  return formSuccess(form.submission, { outcome: outcome.outcome === "unchanged" ? "unchanged" : outcome.outcome, name });
}

/**
 * Reads a catalogue form. An editor's post that carries a figure differing from the stored one
 * (`stored`, as the form shows it) is refused with 403 before its fields are judged: editors never
 * post figures, so such a post is forged.
 */
export function readCatalogueForm<Schema extends z.ZodType>(
  request: Request,
  context: Context,
  options: Pick<ReadFormOptions<Schema>, "schema" | "errorText"> & {
    t: T;
    isAdmin: boolean;
    stored: object | null;
    figureNames: readonly string[];
  },
) {
  const { t, isAdmin, stored, figureNames } = options;
  return readForm(request, context, {
    schema: options.schema,
    errorText: options.errorText,
    unreadable: t("errors.failed"),
    early: (formData) =>
      !isAdmin && stored && postChangesFigures(formData, stored, figureNames)
        ? { refuse: t("errors.figuresForbidden"), status: 403 }
        : null,
  });
}
