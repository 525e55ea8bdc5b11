import type { AboutPageData } from "../marketing-types";
import { CtaBand } from "./cta-band";
import { FeatureGrid } from "./feature-grid";
import type { IconName } from "./icons";
import { PageHero } from "./page-hero";
import { Section, SectionHeading } from "./section";
import { Steps } from "./steps";

const valueIcons: Record<string, IconName> = {
  honesty: "tag",
  clarity: "chat",
  care: "shield",
  partnership: "users",
};

export function AboutPage({ data }: { data: AboutPageData }) {
  return (
    <>
      <PageHero eyebrow={data.hero.eyebrow} title={data.hero.title} lead={data.hero.lead} />

      <Section labelledBy="story-title">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
          <SectionHeading id="story-title" title={data.story.title} align="left" />
          <div className="max-w-3xl space-y-5 text-lg text-slate-700">
            {data.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section labelledBy="values-title" tone="muted">
        <SectionHeading id="values-title" eyebrow={data.values.eyebrow} title={data.values.title} />
        <div className="mt-12">
          <FeatureGrid items={data.values.items} icons={valueIcons} columns={4} />
        </div>
      </Section>

      <Section labelledBy="process-title">
        <SectionHeading id="process-title" eyebrow={data.process.eyebrow} title={data.process.title} lead={data.process.lead} />
        <div className="mt-12">
          <Steps steps={data.process.steps} columns={3} />
        </div>
      </Section>

      <CtaBand
        id="about-cta-title"
        title={data.cta.title}
        text={data.cta.text}
        primary={{ label: data.cta.primary, to: "/contact" }}
        secondary={{ label: data.cta.secondary, to: "/services" }}
      />
    </>
  );
}
