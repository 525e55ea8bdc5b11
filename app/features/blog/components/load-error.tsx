import { useTranslation } from "~/i18n/react";
import { useRevalidator } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import type { ArticleErrorCode } from "../article-errors";

/**
 * A failed read, in the visitor's language, with a retry. Before hydration (or without
 * JavaScript) the retry is a plain link that loads the same address again.
 */
export function LoadError({ code, retryHref }: { code: ArticleErrorCode; retryHref: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading";
  return (
    <Alert tone="error" live="assertive" className="px-6 py-8 text-center">
      <p className="text-lg font-semibold text-red-900">{t(`blog.errors.${code}`)}</p>
      <a
        href={retryHref}
        onClick={(event) => {
          event.preventDefault();
          if (!retrying) void revalidator.revalidate();
        }}
        aria-disabled={retrying || undefined}
        className={buttonClass({}, "mt-5")}
      >
        {t("blog.retry")}
      </a>
    </Alert>
  );
}
