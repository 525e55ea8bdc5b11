import { ThaiWords } from "~/components/thai-words";

/** The opening band of an inner page: the page's only <h1>. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            <ThaiWords>{title}</ThaiWords>
          </h1>
          <p className="mt-5 text-lg text-pretty text-slate-700 sm:text-xl">
            <ThaiWords>{lead}</ThaiWords>
          </p>
          {children}
        </div>
      </div>
    </div>
  );
}
