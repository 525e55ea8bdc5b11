// A dashboard figure that counts something (unread messages, drafts, people to approve): the
// number in the reader's locale, and the attention mark while anything waits for staff.
import { type Language, localeFor } from "~/i18n/config";
import type { OverviewFigure } from "./overview-figures";

export interface CountFigure {
  id: string;
  count: number;
  language: Language;
  label: string;
  note?: string | null;
  href: string;
  link: string;
  /** Whether a count above zero waits for staff (unread, to approve, to confirm). */
  waiting?: boolean;
}

export function countFigure({
  id,
  count,
  language,
  label,
  note = null,
  href,
  link,
  waiting = false,
}: CountFigure): OverviewFigure {
  return {
    id,
    label,
    value: new Intl.NumberFormat(localeFor(language)).format(count),
    note,
    href,
    link,
    attention: waiting && count > 0,
  };
}
