import { ThaiWords } from "~/components/thai-words";
import { Link } from "react-router";
import type { SolutionsPageData } from "../marketing-types";
import { CtaBand } from "./cta-band";
import { Icon, type IconName } from "./icons";
import { FeatureList } from "./package-card";
import { PageHero } from "./page-hero";
import { Section } from "./section";

const segmentIcons: Record<string, IconName> = {
  shops: "store",
  restaurants: "utensils",
  clinics: "heart",
  freelancers: "camera",
  startups: "lightbulb",
  tourism: "globe",
};

export function SolutionsPage({ data }: { data: SolutionsPageData }) {
  return (
    <>
      <PageHero eyebrow={data.hero.eyebrow} title={data.hero.title} lead={data.hero.lead} />

      <Section labelledBy="segments-title" tone="muted">
        <h2 id="segments-title" className="sr-only">
          {data.listTitle}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {data.segments.map((segment) => (
            <li key={segment.id}>
              <article
                aria-labelledby={`segment-${segment.id}`}
                className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
              >
                <div className="flex items-center gap-4">
                  <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={segmentIcons[segment.id] ?? "check"} className="h-6 w-6" />
                  </span>
                  <h3 id={`segment-${segment.id}`} className="text-xl font-bold text-slate-900">
                    <ThaiWords>{segment.title}</ThaiWords>
                  </h3>
                </div>
                <p className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">{data.needLabel}</p>
                <p className="mt-1 text-slate-700">{segment.need}</p>
                <p className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">{data.getsLabel}</p>
                <FeatureList features={segment.gets} className="mt-3 mb-6" />
                {segment.suggestion ? (
                  <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-5">
                    <p>
                      <span className="block font-semibold text-slate-900">{segment.suggestion.fit}</span>
                      <span className="block text-sm text-slate-600">{segment.suggestion.fitDetails}</span>
                    </p>
                    <Link
                      to={`/services#${segment.suggestion.packageId}`}
                      className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {segment.suggestion.seePackage}
                      <Icon name="arrowRight" className="h-4 w-4" />
                    </Link>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="solutions-cta-title"
        title={data.cta.title}
        text={data.cta.text}
        primary={{ label: data.cta.primary, to: "/contact" }}
        secondary={{ label: data.cta.secondary, to: "/services" }}
      />
    </>
  );
}
