import { Fragment, type ReactNode, useId } from "react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import type { Language } from "~/i18n/config";
import type { AgencyToken, LegalBlock, LegalDocument, LegalTable } from "../legal-document";

/** The agency's details from the site settings; never written into the content itself. */
export type LegalContact = Record<AgencyToken, string>;

/** Picks what the legal pages show from the agency settings the root loader sends. */
export function legalContact(
  agency: { name: string; email: string; address: Record<Language, string> },
  language: Language,
): LegalContact {
  return { agencyName: agency.name, email: agency.email, address: agency.address[language] };
}

const linkClass =
  "font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-2 hover:text-brand-800 hover:decoration-brand-800";

// Tailwind's text-* sizes carry their own line-height, which would override the taller Thai
// line-height set on html.lang-th; arbitrary sizes set only the font size.
const headingLeading = "leading-tight [.lang-th_&]:leading-[1.45]";

// Browsers break Thai lines with ICU's word dictionary, which splits these words mid-word
// (ตามพ|ระราชบัญญัติ, แพ็กเก|จ, โฮสติ้|ง); law references read badly split across lines too.
const keepTogether =
  /(พระราชบัญญัติ|แพ็กเกจ|การกระทำ|โฮสติ้ง|แคปต์ชา|โซเชียลมีเดีย|โอเพนซอร์ส|บันทึก|เริ่มต้น|หน้าที่|สั่งซื้อ|เก็บรวบรวม|(?:พ\.ศ\.|B\.E\.|มาตรา|section) \d+(?:\(\d+\))?)/;

function plainText(text: string, key: string): ReactNode {
  const parts = text.split(keepTogether);
  if (parts.length === 1) return text;
  return (
    <Fragment key={key}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </Fragment>
  );
}

// Link text cannot hold a bracket, nor a link target a parenthesis: each try ends at the next one,
// which keeps the scan linear.
const inlinePattern = /\[([^[\]]+)\]\(([^()\s]+)\)|\{\{(\w+)\}\}|`([^`]+)`/g;

/** Renders the small inline syntax of the content: [links](/path), {{tokens}} and `code`. */
export function renderInline(text: string, tokens: Record<string, ReactNode>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(plainText(text.slice(last, index), `t${last}`));
    const [whole, label, href, token, code] = match;
    const key = `${index}`;
    if (label !== undefined && href !== undefined) {
      nodes.push(
        href.startsWith("/") ? (
          <Link key={key} to={href} className={linkClass}>
            {label}
          </Link>
        ) : (
          <a key={key} href={href} className={linkClass} rel="noopener noreferrer">
            {label}
          </a>
        ),
      );
    } else if (token !== undefined) {
      nodes.push(<Fragment key={key}>{token in tokens ? tokens[token] : whole}</Fragment>);
    } else if (code !== undefined) {
      nodes.push(
        <code key={key} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] text-slate-800">
          {code}
        </code>,
      );
    }
    last = index + whole.length;
  }
  if (last < text.length) nodes.push(plainText(text.slice(last), `t${last}`));
  return nodes;
}

function contactTokens(contact: LegalContact): Record<string, ReactNode> {
  return {
    agencyName: contact.agencyName,
    address: contact.address,
    email: (
      <a href={`mailto:${contact.email}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
        {contact.email}
      </a>
    ),
  };
}

export interface LegalDocumentViewProps {
  document: LegalDocument;
  contact: LegalContact;
  /**
   * Interactive pieces the route puts at the end of a section, keyed by section id: the content
   * modules hold text only, and this feature may not import the features that own the controls.
   */
  sectionExtras?: Partial<Record<string, ReactNode>>;
}

export function LegalDocumentView({ document, contact, sectionExtras }: LegalDocumentViewProps) {
  const { t } = useTranslation();
  const tocId = useId();
  const tokens = contactTokens(contact);
  const updated = (
    <time dateTime={document.updated} className="font-medium text-slate-700">
      {document.updatedText}
    </time>
  );
  return (
    // lang follows the copy, which can lag a language switch by one loader round trip.
    <article lang={document.language} className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-[70ch]">
        <p className="text-[0.875rem] font-semibold tracking-wide text-brand-700">{t("footer.legal")}</p>
        <h1 className={`mt-2 text-[2rem] font-bold text-slate-900 sm:text-[2.5rem] ${headingLeading}`}>
          {renderInline(document.title, {})}
        </h1>
        <p className="mt-3 text-[0.9375rem] text-slate-600">{renderInline(document.labels.lastUpdated, { date: updated })}</p>
        {document.intro.map((text) => (
          <p key={text} className="mt-5 text-[1.0625rem] text-slate-700">
            {renderInline(text, tokens)}
          </p>
        ))}
      </header>

      <div className="mt-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-14">
        <nav
          aria-labelledby={tocId}
          className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
        >
          <h2 id={tocId} className={`text-[1rem] font-semibold text-slate-900 ${headingLeading}`}>
            {document.labels.contents}
          </h2>
          <ol className="mt-3 space-y-1.5 text-[0.9375rem]">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded py-0.5 text-slate-700 hover:text-brand-700 hover:underline"
                >
                  <span className="w-[1.6rem] shrink-0 text-right text-slate-600 tabular-nums">{index + 1}.</span>
                  <span>{renderInline(section.heading, tokens)}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-12 max-w-[70ch] lg:mt-0">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-12 scroll-mt-24 border-t border-slate-200 pt-10 first:mt-0 first:border-t-0 first:pt-0"
            >
              <h2
                id={`${section.id}-heading`}
                className={`text-[1.375rem] font-bold text-slate-900 sm:text-[1.5rem] ${headingLeading}`}
              >
                <span className="text-brand-700 tabular-nums">{index + 1}.</span> {renderInline(section.heading, tokens)}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={`${section.id}-${blockIndex}`} block={block} tokens={tokens} />
              ))}
              {sectionExtras?.[section.id]}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

function Block({ block, tokens }: { block: LegalBlock; tokens: Record<string, ReactNode> }) {
  if ("h3" in block) {
    return (
      <h3 className={`mt-8 text-[1.125rem] font-semibold text-slate-900 ${headingLeading}`}>{renderInline(block.h3, tokens)}</h3>
    );
  }
  if ("p" in block) return <p className="mt-4 text-slate-700">{renderInline(block.p, tokens)}</p>;
  if ("list" in block) {
    return (
      <ul className="mt-4 list-disc space-y-2.5 pl-6 text-slate-700 marker:text-brand-600">
        {block.list.map((item) => (
          <li key={item} className="pl-1">
            {renderInline(item, tokens)}
          </li>
        ))}
      </ul>
    );
  }
  return <Table table={block.table} tokens={tokens} />;
}

/** A real table from tablet width up; on phones the same rows as labelled cards, so nothing scrolls sideways. */
function Table({ table, tokens }: { table: LegalTable; tokens: Record<string, ReactNode> }) {
  const captionId = useId();
  const [, ...restHead] = table.head;
  return (
    <div className="mt-6">
      <table className="hidden w-full border-collapse text-left text-[0.9375rem] md:table">
        <caption className="pb-3 text-left font-semibold text-slate-900">{renderInline(table.caption, tokens)}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            {table.head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 align-bottom font-semibold text-slate-900 first:pl-0">
                {renderInline(cell, tokens)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-slate-200">
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" className="py-3 pr-3 align-top font-medium text-slate-900">
                    {renderInline(cell, tokens)}
                  </th>
                ) : (
                  <td key={cellIndex} className="px-3 py-3 align-top text-slate-700">
                    {renderInline(cell, tokens)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="md:hidden">
        <p id={captionId} className="font-semibold text-slate-900">
          {renderInline(table.caption, tokens)}
        </p>
        <ul aria-labelledby={captionId} className="mt-3 space-y-3">
          {table.rows.map((row, rowIndex) => {
            const [first = "", ...rest] = row;
            return (
              <li key={rowIndex} className="rounded-lg border border-slate-200 p-4">
                <p className="font-semibold text-slate-900">{renderInline(first, tokens)}</p>
                <dl className="mt-2 space-y-1.5 text-[0.9375rem]">
                  {rest.map((cell, cellIndex) => (
                    <div key={cellIndex}>
                      <dt className="text-[0.8125rem] font-medium text-slate-600">
                        {renderInline(restHead[cellIndex] ?? "", tokens)}
                      </dt>
                      <dd className="text-slate-800">{renderInline(cell, tokens)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
