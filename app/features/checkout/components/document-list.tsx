// The order's receipts and tax invoices, each a PDF download (order page and admin).
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { balanceMessages } from "../balance-messages";
import type { OrderDocumentLink } from "../checkout-types";

export function DocumentList({
  documents,
  headingLevel = 2,
  className = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8",
}: {
  documents: OrderDocumentLink[];
  headingLevel?: 2 | 3;
  /** The frame: the order page's card by default; the admin passes its own. */
  className?: string;
}) {
  const { t, language } = useMessages(balanceMessages);
  if (documents.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const date = new Intl.DateTimeFormat(localeFor(language), { dateStyle: "medium", timeZone: "Asia/Bangkok" });
  return (
    <section aria-labelledby="documents-heading" className={className}>
      <Heading
        id="documents-heading"
        className={headingLevel === 2 ? "text-xl font-bold text-slate-900" : "text-lg font-semibold text-slate-900"}
      >
        {t("documents.heading")}
      </Heading>
      <ul className="mt-4 space-y-3">
        {documents.map((document) => (
          <li key={document.number} className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
            <a
              href={document.href}
              download={`${document.number}.pdf`}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t("documents.download", { number: document.number })}
            </a>
            <span className="text-sm text-slate-600">
              {t(`documents.${document.type}`)} · {t("documents.issuedOn", { date: date.format(new Date(document.issuedAt)) })}
              {document.corrects ? ` · ${t("documents.corrects", { number: document.corrects })}` : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
