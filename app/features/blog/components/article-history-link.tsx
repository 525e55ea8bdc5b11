// The editor's way to the article's earlier versions (edit mode only).
import { Link } from "react-router";
import { useMessages } from "~/i18n/messages";
import { articleHistoryMessages } from "../article-history-messages";

export function ArticleHistoryLink({ articleId }: { articleId: number }) {
  const { t } = useMessages(articleHistoryMessages);
  return (
    <Link
      to={`/admin/articles/${articleId}/history`}
      aria-label={t("linkNamed")}
      className="font-semibold text-brand-700 underline"
    >
      {t("link")}
    </Link>
  );
}
