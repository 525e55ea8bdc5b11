// What the catalogue routes (packages, add-ons, plans) share: the list, edit and new screens'
// loaders and actions, each route naming its kind; a list's row button (admins only, refused
// before anything is read otherwise), an editor's save refused when it carries changed figures
// (ADR 094), and a service's outcome as the one form reply. The routes check the session.
import type { Submission } from "@conform-to/react";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { appContext, requestLanguage } from "~/.server/context";
import type { Db } from "~/.server/db/client";
import { formReply, formSuccess, type ReadFormOptions, readForm } from "~/.server/forms.server";
import { type Language, localeFor } from "~/i18n/config";
import { messagesIn, messagesT } from "~/i18n/messages";
import { commonMessages } from "~/i18n/resources";
import { noStoreHeaders } from "~/lib/cache-control";
import { formatPrice } from "~/lib/pricing";
import { type CatalogueActor, type CatalogueOutcome, postChangesFigures } from "./catalogue-admin.server";
import { catalogueErrorText } from "./catalogue-form";
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

type ScreenKey = keyof ReturnType<typeof adminStrings>["screens"];
type Limits = Parameters<typeof catalogueErrorText>[2];

/** One kind's screens: its address, titles, form and services. */
export interface CatalogueScreens<
  Stored extends { id: string },
  Values,
  Words extends z.ZodType,
  All extends z.ZodType,
  New extends z.ZodType,
  Row extends { id: string; name: string; hidden: boolean },
> {
  path: string;
  screens: { list: ScreenKey; edit: ScreenKey; new: ScreenKey };
  schemas: { words: Words; all: All; new: New };
  limits: Limits;
  figureNames: readonly string[];
  get: (db: Db, id: string) => Promise<Stored | null>;
  nameOf: (stored: Stored, language: Language) => string;
  formValues: (stored: Stored) => Values;
  newFormValues: (db: Db) => Promise<Values>;
  save: (db: Db, actor: CatalogueActor, id: string, value: z.output<Words> | z.output<All>) => Promise<CatalogueOutcome>;
  create: (db: Db, actor: CatalogueActor, value: z.output<New>) => Promise<CatalogueOutcome>;
  list: (db: Db, language: Language) => Promise<Row[]>;
  /** A list row's price as the list shows it (per month, per page...). */
  price: (row: Row, money: string, t: T) => string;
  move: (db: Db, actor: CatalogueActor, id: string, direction: "up" | "down") => Promise<CatalogueOutcome>;
  remove: (db: Db, actor: CatalogueActor, id: string) => Promise<CatalogueOutcome>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kinds differ in every type
type AnyScreens = CatalogueScreens<any, any, any, any, any, any>;
interface Args {
  request: Request;
  context: Context;
}

const adminStrings = (context: Context) => messagesIn(commonMessages, requestLanguage(context)).admin;

/** The list: every row with its price, and the row named by ?delete= for the dialog. */
export async function catalogueListLoader({ request, context }: Args, actor: CatalogueActor, kind: AnyScreens) {
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const locale = localeFor(language);
  const t = catalogueT(language);
  const listed: { id: string; name: string; priceSatang: number; hidden: boolean; featured?: boolean }[] = await kind.list(
    db,
    language,
  );
  const rows = listed.map((row) => ({
    id: row.id,
    name: row.name,
    price: kind.price(row, formatPrice(row.priceSatang, "THB", locale), t) as string,
    ...("featured" in row ? { featured: row.featured } : {}),
    hidden: row.hidden,
  }));
  const strings = adminStrings(context);
  const deleting = new URL(request.url).searchParams.get("delete");
  return data(
    {
      rows,
      canManage: actor.isAdmin,
      deleting: rows.find((row) => row.id === deleting),
      title: `${strings.screens[kind.screens.list].title} · ${strings.title}`,
    },
    { headers: noStoreHeaders() },
  );
}

export function catalogueListAction({ request, context }: Args, actor: CatalogueActor, kind: AnyScreens) {
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  return listAction(request, context, {
    isAdmin: actor.isAdmin,
    language,
    move: (id, direction) => kind.move(db, actor, id, direction),
    remove: (id) => kind.remove(db, actor, id),
    nameOf: async (id) => (await kind.list(db, language)).find((row: { id: string }) => row.id === id)?.name ?? id,
  });
}

/** The edit screen: the stored row as the form shows it, figures editable by admins only. */
export async function catalogueEditLoader<Stored extends { id: string }, Values>(
  { request, context, id }: Args & { id: string },
  actor: CatalogueActor,
  kind: Pick<
    CatalogueScreens<Stored, Values, z.ZodType, z.ZodType, z.ZodType, never>,
    "get" | "formValues" | "nameOf" | "screens"
  >,
) {
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const stored = await kind.get(db, id);
  if (!stored) throw data({ notFound: true }, { status: 404 });
  const strings = adminStrings(context);
  return data(
    {
      values: kind.formValues(stored),
      canChangeFigures: actor.isAdmin,
      created: new URL(request.url).searchParams.has("created"),
      title: `${kind.nameOf(stored, language)} · ${strings.screens[kind.screens.edit].title}`,
    },
    { headers: noStoreHeaders() },
  );
}

export async function catalogueEditAction(
  { request, context, id }: Args & { id: string },
  actor: CatalogueActor,
  kind: AnyScreens,
) {
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const t = catalogueT(language);
  const stored = actor.isAdmin ? null : await kind.get(db, id);
  const form = await readCatalogueForm(request, context, {
    schema: kind.schemas[actor.isAdmin ? "all" : "words"] as z.ZodType,
    errorText: catalogueErrorText(t as (key: string) => string, language, kind.limits),
    t,
    isAdmin: actor.isAdmin,
    stored: stored && kind.formValues(stored),
    figureNames: kind.figureNames,
  });
  if (!form.ok) return form.response;
  return outcomeReply(form.submission, await kind.save(db, actor, id, form.value), t);
}

/** The new screen: an empty form placed after the others; editors are told why they cannot add. */
export async function catalogueNewLoader<Values>(
  { context }: Args,
  actor: CatalogueActor,
  kind: { newFormValues: (db: Db) => Promise<Values>; screens: { new: ScreenKey } },
) {
  const { db } = context.get(appContext);
  const strings = adminStrings(context);
  return data(
    {
      values: await kind.newFormValues(db),
      canCreate: actor.isAdmin,
      title: `${strings.screens[kind.screens.new].title} · ${strings.title}`,
    },
    { headers: noStoreHeaders() },
  );
}

export async function catalogueNewAction({ request, context }: Args, actor: CatalogueActor, kind: AnyScreens) {
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const t = catalogueT(language);
  const form = await readForm(request, context, {
    schema: kind.schemas.new as z.ZodType,
    errorText: catalogueErrorText(t as (key: string) => string, language, kind.limits),
    unreadable: t("errors.failed"),
    early: () => (actor.isAdmin ? null : { refuse: t("errors.adminOnly"), status: 403 }),
  });
  if (!form.ok) return form.response;
  const outcome = await kind.create(db, actor, form.value);
  if (outcome.ok) throw redirect(`${kind.path}/${encodeURIComponent(outcome.id)}?created`);
  return outcomeReply(form.submission, outcome, t);
}
