// The frame of the testimonials and FAQ screens: the way back to Site content, a word about an
// entry that no longer exists, then the list or the form; and what the screen shows when it
// could not be loaded.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { useMessages } from "~/i18n/messages";
import { entryListMessages } from "../entry-list-messages";

export function EntryScreen({ missing, children }: { missing?: string; children: ReactNode }) {
  const { t } = useMessages(entryListMessages);
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to="/admin/content" className="font-semibold text-brand-800 underline underline-offset-4">
          <span aria-hidden="true">← </span>
          {t("back")}
        </Link>
      </p>
      {missing ? (
        <Alert tone="warning" live="polite" className="max-w-4xl font-medium">
          {missing}
        </Alert>
      ) : null}
      {children}
    </div>
  );
}

export function EntryScreenError({ message, retry, retryTo }: { message: string; retry: string; retryTo: string }) {
  return (
    <Alert tone="error" live="assertive" className="max-w-2xl">
      <p>{message}</p>
      <p className="mt-2">
        <a href={retryTo} className="font-semibold underline">
          {retry}
        </a>
      </p>
    </Alert>
  );
}
