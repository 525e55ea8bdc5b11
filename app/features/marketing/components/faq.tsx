import type { FaqItem } from "../marketing-types";
import { Icon } from "./icons";
import { ThaiWords } from "~/components/thai-words";

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item) => (
        <details key={item.id} id={`faq-${item.id}`} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            <span>
              <ThaiWords>{item.question}</ThaiWords>
            </span>
            <Icon
              name="chevronDown"
              className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="pb-5 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
