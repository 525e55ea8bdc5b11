import { ThaiWords } from "~/components/thai-words";

/** A numbered process; the numbers come from the list order, not the copy. */
export function Steps({ steps, columns = 4 }: { steps: readonly { title: string; text: string }[]; columns?: 3 | 4 }) {
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <ThaiWords>{step.title}</ThaiWords>
          </h3>
          <p className="mt-2 text-slate-600">
            <ThaiWords>{step.text}</ThaiWords>
          </p>
        </li>
      ))}
    </ol>
  );
}
