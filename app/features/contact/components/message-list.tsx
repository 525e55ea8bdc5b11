// The dashboard's list of recent contact messages: newest first, unread ones marked.
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { contactAdminMessages, formatReceived } from "../contact-admin-messages";

export interface MessageListItem {
  id: number;
  name: string;
  email: string;
  company: string | null;
  preview: string;
  createdAt: string | Date;
  read: boolean;
}

export function MessageList({
  messages,
  unread,
  total,
  deleted,
}: {
  messages: MessageListItem[];
  unread: number;
  total: number;
  deleted: boolean;
}) {
  const { t, language } = useMessages(contactAdminMessages);
  const locale = localeFor(language);
  return (
    <section aria-labelledby="messages-title" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="messages-title" className="text-lg font-semibold text-slate-900">
            {t("list.title")}
          </h2>
          <p className="text-sm text-slate-600">{t("list.summary", { unread, total })}</p>
        </div>
        {total > 0 ? (
          <a href="/admin/messages.csv" download className={buttonClass({ variant: "secondary" })}>
            {t("list.exportCsv")}
          </a>
        ) : null}
      </div>
      <div role="status" className="empty:hidden">
        {deleted ? (
          <Alert tone="success" className="mt-3 font-medium">
            {t("list.deleted")}
          </Alert>
        ) : null}
      </div>
      {messages.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t("list.empty")}</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
            {messages.map((message) => (
              <li key={message.id} className={message.read ? "" : "bg-brand-50/60"}>
                <Link
                  to={`/admin/messages/${message.id}`}
                  className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span className={`text-slate-900 ${message.read ? "font-medium" : "font-bold"}`}>
                      {message.read ? null : (
                        <Badge tone="strong" className="mr-2">
                          {t("list.new")}
                          <span className="sr-only">: {t("list.unreadLabel")}</span>
                        </Badge>
                      )}
                      {message.name}
                      {message.company ? <span className="font-normal text-slate-600"> · {message.company}</span> : null}
                    </span>
                    <time dateTime={new Date(message.createdAt).toISOString()} className="text-sm text-slate-600">
                      {formatReceived(message.createdAt, locale)}
                    </time>
                  </span>
                  <span className="mt-1 block text-sm [overflow-wrap:anywhere] text-slate-700">{message.preview}</span>
                </Link>
              </li>
            ))}
          </ul>
          {total > messages.length ? (
            <p className="mt-2 text-sm text-slate-600">{t("list.showing", { count: messages.length })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
