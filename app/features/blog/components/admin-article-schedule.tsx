// The admin list's scheduled drafts (ADR 069): their "Scheduled" badge with the Bangkok time, and
// the row action that takes a draft off its schedule.
import type { FetcherWithComponents } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import type { ArticleListReply } from "../article-list-action-schema";
import { articleScheduleMessages } from "../article-schedule-messages";
import type { AdminArticleRowView } from "./admin-article-list-types";

/** "Scheduled" and when; shown instead of the draft badge. */
export function ScheduledBadge({ scheduled }: { scheduled: NonNullable<AdminArticleRowView["scheduled"]> }) {
  const { t } = useMessages(articleScheduleMessages);
  return (
    <>
      <Badge tone="info">{t("list.scheduled")}</Badge>
      <span className="mt-1 block text-xs text-slate-700">
        {t("list.publishes")} <time dateTime={scheduled.iso}>{scheduled.text}</time>
      </span>
    </>
  );
}

export function UnscheduleForm({
  row,
  title,
  pending,
  fetcher,
}: {
  row: AdminArticleRowView;
  title: string;
  pending: boolean;
  fetcher: FetcherWithComponents<ArticleListReply>;
}) {
  const { t } = useMessages(articleScheduleMessages);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="intent" value="unschedule" />
      <Button type="submit" variant="secondary" size="sm" disabled={pending} aria-label={t("list.unscheduleNamed", { title })}>
        {t("list.unschedule")}
      </Button>
    </fetcher.Form>
  );
}
