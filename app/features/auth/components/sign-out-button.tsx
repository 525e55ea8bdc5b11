import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n/react";

/** POSTs to /logout; the redirect to /login follows, or the catalogue's error shows here. */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ ok: false; error: "signOutFailed" }>();
  const failed = fetcher.state === "idle" && fetcher.data?.ok === false;
  return (
    <fetcher.Form method="post" action="/logout" className="flex flex-col items-start gap-2">
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={
          className ??
          "rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:border-brand-600 disabled:opacity-60"
        }
      >
        {t("auth.signOut")}
      </button>
      <p role="alert" className="text-sm font-medium text-red-700">
        {failed ? t("auth.errors.signOutFailed") : null}
      </p>
    </fetcher.Form>
  );
}
