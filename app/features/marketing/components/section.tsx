// Page sections: a landmark named by its heading, a consistent width and rhythm, and the
// eyebrow / heading / lead trio every marketing section opens with.
import { ThaiWords } from "~/components/thai-words";

const tones = {
  white: "bg-white",
  muted: "bg-slate-50",
} as const;

export function Section({
  id,
  labelledBy,
  tone = "white",
  children,
  className = "",
}: {
  id?: string;
  labelledBy: string;
  tone?: keyof typeof tones;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`scroll-mt-20 py-16 sm:py-20 ${tones[tone]} ${className}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "center" | "left";
}) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        <ThaiWords>{title}</ThaiWords>
      </h2>
      {lead ? (
        <p className="mt-4 text-lg text-pretty text-slate-600">
          <ThaiWords>{lead}</ThaiWords>
        </p>
      ) : null}
    </div>
  );
}
