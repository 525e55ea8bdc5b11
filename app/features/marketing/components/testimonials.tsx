import type { Testimonial } from "../marketing-types";
import { ThaiWords } from "~/components/thai-words";

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="h-8 w-8 text-brand-200" fill="currentColor">
              <path d="M13 6C7 8 4 12.5 4 19v7h9v-9H8.5c.3-3.7 2-6.2 5.5-7.6zM28 6c-6 2-9 6.5-9 13v7h9v-9h-4.5c.3-3.7 2-6.2 5.5-7.6z" />
            </svg>
            <blockquote className="mt-4 flex-1 text-lg text-slate-800">
              <p>
                <ThaiWords>{item.quote}</ThaiWords>
              </p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <span
                aria-hidden="true"
                className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {Array.from(item.name)[0]}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{item.name}</span>
                <span className="block text-sm text-slate-600">
                  {item.position}, {item.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
