import { ThaiWords } from "~/components/thai-words";
import type { PackageLabels, PackageView, ServicesPageData } from "../marketing-types";
import { CtaBand } from "./cta-band";
import { Icon, type IconName } from "./icons";
import { ButtonLink } from "~/components/ui/button";
import { FeatureList, PackageFacts, PackageSummary } from "./package-card";
import { PageHero } from "./page-hero";
import { Section, SectionHeading } from "./section";

const addOnIcons: Record<string, IconName> = {
  domain: "globe",
  extraPage: "pages",
  premiumSsl: "shield",
  logo: "sparkles",
};

const paymentIcons: IconName[] = ["wallet", "tag", "zap", "smartphone", "server"];

export function ServicesPage({ data }: { data: ServicesPageData }) {
  return (
    <>
      <PageHero eyebrow={data.hero.eyebrow} title={data.hero.title} lead={data.hero.lead} />

      <Section labelledBy="packages-title">
        <SectionHeading
          id="packages-title"
          eyebrow={data.packages.eyebrow}
          title={data.packages.title}
          lead={data.packages.lead}
        />
        <div className="mt-12 space-y-8">
          {data.packageDetails.map((pkg) => (
            <PackageDetail
              key={pkg.id}
              pkg={pkg}
              labels={data.labels}
              payInFullLabel={data.packages.payInFull}
              depositLabel={data.packages.deposit}
            />
          ))}
        </div>
      </Section>

      <Section id="add-ons" labelledBy="add-ons-title" tone="muted">
        <SectionHeading id="add-ons-title" eyebrow={data.addOns.eyebrow} title={data.addOns.title} lead={data.addOns.lead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {data.addOnItems.map((addOn) => (
            <li key={addOn.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={addOnIcons[addOn.id] ?? "check"} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <ThaiWords>{addOn.name}</ThaiWords>
              </h3>
              <p className="mt-1">
                <span className="text-2xl font-bold text-slate-900">{addOn.price}</span>{" "}
                <span className="text-sm text-slate-600">{addOn.per}</span>
              </p>
              <p className="mt-3 text-slate-600">{addOn.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="maintenance" labelledBy="maintenance-title">
        <SectionHeading
          id="maintenance-title"
          eyebrow={data.maintenance.eyebrow}
          title={data.maintenance.title}
          lead={data.maintenance.lead}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {data.planItems.map((plan) => (
            <li key={plan.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <h3 className="text-xl font-bold text-slate-900">
                <ThaiWords>{plan.name}</ThaiWords>
              </h3>
              <p className="mt-1 text-slate-600">{plan.description}</p>
              <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
                <span className="text-3xl font-bold tracking-tight text-slate-900">{plan.price}</span>
                <span className="text-sm text-slate-600">{plan.perMonth}</span>
              </p>
              <FeatureList features={plan.features} className="mt-6" />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="payment" labelledBy="payment-title" tone="muted">
        <SectionHeading id="payment-title" eyebrow={data.payment.eyebrow} title={data.payment.title} />
        <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start">
          <ul className="space-y-4">
            {data.payment.terms.map((term, index) => (
              <li key={term} className="flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={paymentIcons[index] ?? "check"} className="h-5 w-5" />
                </span>
                <span className="self-center text-slate-800">{term}</span>
              </li>
            ))}
          </ul>
          <PaymentTable data={data} />
        </div>
      </Section>

      <CtaBand
        id="services-cta-title"
        title={data.cta.title}
        text={data.cta.text}
        primary={{ label: data.cta.primary, to: "/contact" }}
        secondary={{ label: data.cta.secondary, to: "/solutions" }}
      />
    </>
  );
}

function PackageDetail({
  pkg,
  labels,
  payInFullLabel,
  depositLabel,
}: {
  pkg: PackageView;
  labels: PackageLabels;
  payInFullLabel: string;
  depositLabel: string;
}) {
  const titleId = `${pkg.id}-title`;
  return (
    <article
      id={pkg.id}
      aria-labelledby={titleId}
      className={`relative scroll-mt-24 grid gap-8 rounded-2xl bg-white p-6 sm:p-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12 ${
        pkg.featured ? "shadow-xl ring-2 ring-brand-600" : "shadow-sm ring-1 ring-slate-200"
      }`}
    >
      <div className="flex flex-col">
        <PackageSummary pkg={pkg} labels={labels} titleId={titleId} large />
        <PackageFacts pkg={pkg} labels={labels} />
        <dl className="mt-3 grid grid-cols-2 gap-3 px-4 text-sm">
          <div>
            <dt className="text-slate-600">{payInFullLabel}</dt>
            <dd className="font-semibold text-slate-900">{pkg.payInFull}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{depositLabel}</dt>
            <dd className="font-semibold text-slate-900">{pkg.deposit}</dd>
          </div>
        </dl>
        <ButtonLink
          to={pkg.href}
          variant={pkg.featured ? "primary" : "secondary"}
          size="lg"
          className="mt-6 w-full sm:w-auto lg:mt-auto"
          aria-label={pkg.ctaLabel}
        >
          {labels.getStarted}
        </ButtonLink>
      </div>
      <div>
        <p className="text-lg text-slate-700">{pkg.description}</p>
        <h4 className="mt-6 font-semibold text-slate-900">{labels.included}</h4>
        <FeatureList features={pkg.features} className="mt-4" />
      </div>
    </article>
  );
}

function PaymentTable({ data }: { data: ServicesPageData }) {
  const { table } = data.payment;
  return (
    <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {/* Four money columns do not fit a phone: there the same figures are a list per package. */}
      <div className="sm:hidden">
        <p className="px-4 pt-5 text-base font-semibold text-slate-900">{table.caption}</p>
        <ul className="divide-y divide-slate-100">
          {data.paymentRows.map((row) => (
            <li key={row.id} className="px-4 py-4">
              <p className="font-semibold text-slate-900">{row.title}</p>
              <dl className="mt-2 space-y-1 text-sm">
                {[
                  [table.price, row.price],
                  [table.payInFull, row.payInFull],
                  [table.deposit, row.deposit],
                ].map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4">
                    <dt className="text-slate-600">{label}</dt>
                    <dd className="font-medium whitespace-nowrap text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="px-5 pt-5 pb-2 text-left text-base font-semibold text-slate-900">{table.caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="px-5 py-3 font-semibold">
              {table.package}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {table.price}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {table.payInFull}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {table.deposit}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.paymentRows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-5 py-4 font-semibold whitespace-nowrap text-slate-900">
                {row.title}
              </th>
              <td className="px-5 py-4 whitespace-nowrap text-slate-800">{row.price}</td>
              <td className="px-5 py-4 whitespace-nowrap text-slate-800">{row.payInFull}</td>
              <td className="px-5 py-4 whitespace-nowrap text-slate-800">{row.deposit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
