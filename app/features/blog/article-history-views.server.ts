// Turns the history's rows into what its screens show: dates in the staff member's language and
// the two versions' differences worked out on the server (the diff library stays out of bundles).
import type { ArticleVersionSnapshot } from "~/.server/db/schema";
import type { Language } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import type { CategoryChoice } from "./article-admin.server";
import { formatAdminDate } from "./article-admin-views.server";
import { diffVersions, type VersionDiff } from "./article-diff.server";
import type { RevisionSummary } from "./article-history.server";
import { articleHistoryMessages } from "./article-history-messages";
import type { RevisionView } from "./components/article-history-list";

/**
 * Whether the publishing schedule saved a version that names nobody: the version before it (the
 * next older one, revisions being newest first) was replaced on schedule. Null stays "unknown"
 * when that older version is no longer kept.
 */
function savedBySchedule(savedBy: string | null, older: RevisionSummary | undefined): boolean {
  return savedBy === null && older?.replacedHow === "schedule";
}

/** The current version as the history shows it; `revisions` are the earlier ones, newest first. */
export function currentVersionView(
  current: { updatedAt: string; updatedBy: string | null },
  revisions: RevisionSummary[],
  language: Language,
) {
  return {
    saved: formatAdminDate(current.updatedAt, language),
    savedBy: current.updatedBy,
    savedBySchedule: savedBySchedule(current.updatedBy, revisions[0]),
  };
}

export function revisionViews(revisions: RevisionSummary[], language: Language): RevisionView[] {
  return revisions.map((revision, index) => ({
    id: revision.id,
    saved: formatAdminDate(revision.savedAt, language),
    savedBy: revision.savedBy,
    savedBySchedule: savedBySchedule(revision.savedBy, revisions[index + 1]),
    replaced: formatAdminDate(revision.replacedAt, language),
    replacedBy: revision.replacedBy,
    replacedHow: revision.replacedHow,
    status: revision.status,
    title: revision.title,
  }));
}

/** Two versions' differences and the category names the screen needs to show them. */
export function compareView(
  before: ArticleVersionSnapshot,
  after: ArticleVersionSnapshot,
  categories: CategoryChoice[],
  language: Language,
): { diff: VersionDiff; categoryNames: Record<string, string> } {
  const t = messagesT(articleHistoryMessages, language);
  const diff = diffVersions(before, after, (alt) => t("compare.imageInText", { alt }));
  return { diff, categoryNames: Object.fromEntries(categories.map((category) => [category.id, category.name])) };
}
