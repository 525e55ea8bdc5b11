import { Link } from "react-router";
import type { HomePageData } from "../marketing-types";
import { CtaBand } from "./cta-band";
import { Faq } from "./faq";
import { FeatureGrid } from "./feature-grid";
import { Icon, type IconName } from "./icons";
import { ButtonLink } from "~/components/ui/button";
import { ThaiWords } from "~/components/thai-words";
import { PackageCard } from "./package-card";
import { Section, SectionHeading } from "./section";
import { Steps } from "./steps";
import { Testimonials } from "./testimonials";

const whyUsIcons: Record<string, IconName> = {
  price: "tag",
  speed: "zap",
  people: "chat",
  mobile: "smartphone",
  ownership: "key",
  support: "lifebuoy",
};

export function HomePage({ data }: { data: HomePageData }) {
  const { hero } = data;
  return (
    <>
      <div className="overflow-hidden border-b border-brand-100 bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
              <ThaiWords>{hero.title}</ThaiWords>
            </h1>
            <p className="mt-6 text-lg text-pretty text-slate-700 sm:text-xl">
              <ThaiWords>{hero.lead}</ThaiWords>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="#packages" size="lg">
                {hero.primaryCta}
              </ButtonLink>
              <ButtonLink to="/contact" variant="secondary" size="lg">
                {hero.secondaryCta}
              </ButtonLink>
            </div>
            <ul className="mt-8 grid gap-3 text-slate-700 sm:grid-cols-1">
              {hero.highlights.map((highlight) => (
                <li key={highlight} className="flex items-start gap-3">
                  <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                    <Icon name="check" className="h-4 w-4" />
                  </span>
                  <span className="font-medium">{highlight}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-slate-600">{hero.footnote}</p>
          </div>
          <SitePreview preview={hero.preview} />
        </div>
      </div>

      <Section id="how-it-works" labelledBy="how-it-works-title" tone="muted">
        <SectionHeading
          id="how-it-works-title"
          eyebrow={data.howItWorks.eyebrow}
          title={data.howItWorks.title}
          lead={data.howItWorks.lead}
        />
        <div className="mt-12">
          <Steps steps={data.howItWorks.steps} />
        </div>
      </Section>

      <Section id="packages" labelledBy="packages-title">
        <SectionHeading
          id="packages-title"
          eyebrow={data.packages.eyebrow}
          title={data.packages.title}
          lead={data.packages.lead}
        />
        <div className="mt-14 grid gap-8 lg:grid-cols-3">
          {data.packageCards.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} labels={data.labels} />
          ))}
        </div>
        <p className="mt-10 text-center">
          <Link
            to="/services"
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {data.labels.compareAll}
            <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
        </p>
      </Section>

      <Section id="why-us" labelledBy="why-us-title" tone="muted">
        <SectionHeading id="why-us-title" eyebrow={data.whyUs.eyebrow} title={data.whyUs.title} />
        <div className="mt-12">
          <FeatureGrid items={data.whyUs.items} icons={whyUsIcons} />
        </div>
      </Section>

      <Section id="testimonials" labelledBy="testimonials-title">
        <SectionHeading id="testimonials-title" eyebrow={data.testimonials.eyebrow} title={data.testimonials.title} />
        <div className="mt-12">
          <Testimonials items={data.testimonialItems} />
        </div>
      </Section>

      <Section id="faq" labelledBy="faq-title" tone="muted">
        <SectionHeading id="faq-title" eyebrow={data.faq.eyebrow} title={data.faq.title} />
        <div className="mt-12">
          <Faq items={data.faqItems} />
        </div>
      </Section>

      <CtaBand
        id="home-cta-title"
        title={data.cta.title}
        text={data.cta.text}
        primary={{ label: data.cta.primary, to: "/contact" }}
        secondary={{ label: data.cta.secondary, to: "/services" }}
      />
    </>
  );
}

/** A drawn browser window showing the kind of site we build: decoration with a text alternative. */
function SitePreview({ preview }: { preview: HomePageData["hero"]["preview"] }) {
  return (
    <div role="img" aria-label={preview.label} className="relative mx-auto hidden w-full max-w-md sm:block">
      <div aria-hidden="true" className="absolute -inset-6 -z-0 rounded-[2.5rem] bg-brand-100/70 blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200">
        <div className="flex items-center gap-1.5 border-b border-slate-200 bg-slate-100 px-4 py-3">
          <span className="h-3 w-3 rounded-full bg-red-400" />
          <span className="h-3 w-3 rounded-full bg-accent-400" />
          <span className="h-3 w-3 rounded-full bg-green-400" />
          <span className="ml-3 h-5 flex-1 rounded-md bg-white" />
        </div>
        <div className="p-6">
          <div className="flex items-center justify-between">
            <span className="font-bold text-slate-900">{preview.shopName}</span>
            <span className="flex gap-2">
              <span className="h-2 w-8 rounded bg-slate-200" />
              <span className="h-2 w-8 rounded bg-slate-200" />
              <span className="h-2 w-8 rounded bg-slate-200" />
            </span>
          </div>
          <div className="mt-6 rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white">
            <p className="text-xl font-bold">{preview.headline}</p>
            <span className="mt-4 inline-block rounded-md bg-accent-400 px-3 py-1.5 text-sm font-semibold text-slate-900">
              {preview.button}
            </span>
          </div>
          <div className="mt-5 grid grid-cols-3 gap-3">
            {preview.cards.map((card) => (
              <div key={card} className="rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
                <div className="h-12 rounded-md bg-brand-100" />
                <p className="mt-2 truncate text-xs font-medium text-slate-700">{card}</p>
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className="absolute -bottom-5 -left-4 flex items-center gap-2 rounded-xl bg-white px-4 py-3 shadow-lg ring-1 ring-slate-200">
        <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-green-100 text-green-700">
          <Icon name="smartphone" className="h-4 w-4" />
        </span>
        <span className="h-2 w-20 rounded bg-slate-200" />
      </div>
    </div>
  );
}
