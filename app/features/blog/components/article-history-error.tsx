// What the history and compare screens show when they cannot: an unknown article or version (404),
// or a failed load, with a way back.
import { isRouteErrorResponse, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import { articleHistoryMessages } from "../article-history-messages";

export function HistoryErrorView({ error }: { error: unknown }) {
  const { t } = useMessages(articleHistoryMessages);
  const { t: ta } = useMessages(articleAdminMessages);
  const reason = isRouteErrorResponse(error) ? (error.data as { reason?: string } | undefined)?.reason : undefined;
  const message =
    reason === "revisionNotFound"
      ? t("errors.revisionNotFound")
      : isRouteErrorResponse(error) && error.status === 404
        ? ta("errors.notFound")
        : t("errors.loadFailed");
  return (
    <div className="max-w-xl">
      <Alert tone="error" live="assertive" className="font-medium">
        {message}
      </Alert>
      <p className="mt-4">
        <Link to="/admin/articles" className="font-semibold text-brand-700 underline">
          {ta("editor.backToList")}
        </Link>
      </p>
    </div>
  );
}
