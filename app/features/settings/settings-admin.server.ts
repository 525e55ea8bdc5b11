// Saving /admin/settings: all groups in one transaction, each changed group with an audit entry
// (who, when by the database clock, before and after), guarded against overwriting someone else's
// save made since the form was loaded.
import { desc, eq, inArray, max, sql } from "drizzle-orm";
import { contentChanged } from "~/.server/content-changes";
import type { Db } from "~/.server/db/client";
import { settings, settingsAudit } from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { canonicalJson as canonical, changedPaths } from "~/lib/json-changes";
import type { SettingsFormOutput } from "./settings-form";
import { keepSampleMark, type SettingsByGroup, type SettingsGroup, settingsGroups, withAddedDefaults } from "./settings-schema";
import { getAllSettings } from "./settings.server";

export interface SettingsActor {
  uid: string;
  email: string;
}

export type SaveSettingsResult = { status: "saved"; changed: SettingsGroup[] } | { status: "unchanged" } | { status: "conflict" };

/** Which save the form was loaded after: the latest audit entry's id (0 before the first save). */
export async function getSettingsRevision(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ latest: max(settingsAudit.id) }).from(settingsAudit);
  return row?.latest ?? 0;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The settings for the edit form and the revision they belong to. The revision is read first: a
 * save landing in between then makes the form's save a conflict (safe), never an overwrite.
 */
export async function loadSettingsForEditing(db: Db): Promise<{ revision: number; settings: SettingsByGroup }> {
  const revision = await getSettingsRevision(db);
  return { revision, settings: await getAllSettings(db, { fresh: true }) };
}

/**
 * Writes the validated settings. Only groups whose value differs are written and audited; the
 * settings rows are locked first, so two admins saving at once are applied one after the other
 * and the second is told about the first (revision check) instead of silently undoing it.
 */
export async function saveSettings(
  db: Db,
  actor: SettingsActor,
  submitted: SettingsByGroup,
  loadedRevision: number,
): Promise<SaveSettingsResult> {
  const result = await db.transaction(async (tx): Promise<SaveSettingsResult> => {
    const rows = await tx
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, [...settingsGroups]))
      .for("update");
    if ((await getSettingsRevision(tx)) !== loadedRevision) return { status: "conflict" };
    // Compared (and audited) as the form showed them: a field added since the row was stored reads
    // as its default, so saving an untouched form changes nothing.
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const before = new Map(settingsGroups.map((group) => [group, withAddedDefaults(group, stored.get(group))]));
    const next = { ...submitted, payments: keepSampleMark(before.get("payments"), submitted.payments) };
    const changed = settingsGroups.filter((group) => canonical(before.get(group)) !== canonical(next[group]));
    if (changed.length === 0) return { status: "unchanged" };
    for (const group of changed) {
      await tx
        .insert(settings)
        .values({ key: group, value: next[group] })
        .onConflictDoUpdate({ target: settings.key, set: { value: next[group], updatedAt: sql`now()` } });
      await tx.insert(settingsAudit).values({
        actorUid: actor.uid,
        actorEmail: actor.email,
        group,
        before: before.get(group) ?? null,
        after: next[group],
      });
    }
    return { status: "saved", changed };
  });
  // The header, footer and every cached public page show the new values from now on, here and on
  // every other instance.
  if (result.status === "saved") contentChanged();
  return result;
}

/** What the form's save comes to: a success to show, or a refusal with its status and message key. */
export type SettingsFormSave =
  | { ok: true; outcome: "saved" | "unchanged" }
  | { ok: false; status: 409; message: "conflict" }
  | { ok: false; status: 500; message: "failed" };

/**
 * The form's save: the revision it was loaded at (an unreadable one is treated as someone else's
 * save, never as leave to overwrite), then saveSettings; a failure is logged and told, the
 * person's values staying in the form.
 */
export async function saveSettingsForm(db: Db, actor: SettingsActor, form: SettingsFormOutput): Promise<SettingsFormSave> {
  const revision = Number(form.revision);
  if (!Number.isSafeInteger(revision) || revision < 0) return { ok: false, status: 409, message: "conflict" };
  try {
    const { agency, payments, invoicing, integrations } = form;
    const result = await saveSettings(db, actor, { agency, payments, invoicing, integrations }, revision);
    if (result.status === "conflict") return { ok: false, status: 409, message: "conflict" };
    return { ok: true, outcome: result.status };
  } catch (error) {
    logger.error("Saving the settings failed", error instanceof Error ? error.message : String(error));
    return { ok: false, status: 500, message: "failed" };
  }
}

export interface SettingsAuditEntry {
  id: number;
  /** ISO 8601, UTC. */
  changedAt: string;
  actorEmail: string;
  group: SettingsGroup;
  /** Dotted paths of the values that differ, e.g. `phone`, `address.th`, `methods.card`. */
  changedFields: string[];
}

/** The latest saves, newest first: who, when and which fields (the values stay in the table). */
export async function listSettingsAudit(db: Db, limit = 10): Promise<SettingsAuditEntry[]> {
  const rows = await db.select().from(settingsAudit).orderBy(desc(settingsAudit.changedAt), desc(settingsAudit.id)).limit(limit);
  return rows.map((row) => {
    return {
      id: row.id,
      changedAt: row.changedAt.toISOString(),
      actorEmail: row.actorEmail,
      group: row.group as SettingsGroup,
      changedFields: changedPaths(row.before, row.after),
    };
  });
}

/** One group's audit trail with the full values, oldest first (tests and support). */
export async function auditTrail(db: Db, group: SettingsGroup) {
  return db.select().from(settingsAudit).where(eq(settingsAudit.group, group)).orderBy(settingsAudit.id);
}
