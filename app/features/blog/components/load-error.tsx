import { useTranslation } from "~/i18n/react";
import { useRevalidator } from "react-router";
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
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="text-lg font-semibold text-red-900">{t(`blog.errors.${code}`)}</p>
      <a
        href={retryHref}
        onClick={(event) => {
          event.preventDefault();
          if (!retrying) void revalidator.revalidate();
        }}
        aria-disabled={retrying || undefined}
        className="mt-5 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t("blog.retry")}
      </a>
    </div>
  );
}
