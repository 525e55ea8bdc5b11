import type { ReactElement } from "react";
import { Link } from "react-router";
import type { ContactPageData } from "../marketing-types";
import { Icon, type IconName, type SocialNetwork, SocialIcon } from "./icons";
import { PageHero } from "./page-hero";

/** The agency's public details, from the settings (never from the copy). */
export interface AgencyContact {
  phone: string;
  phoneHref: string;
  email: string;
  address: string;
  social: Record<SocialNetwork, string>;
}

const socialOrder: SocialNetwork[] = ["line", "facebook", "instagram"];

/** `form`: the contact form (its own feature), shown first in the main column. */
export function ContactPage({ data, agency, form }: { data: ContactPageData; agency: AgencyContact; form?: ReactElement }) {
  const { details } = data;
  const socialLinks = socialOrder.filter((network) => agency.social[network]);
  return (
    <>
      <PageHero eyebrow={data.hero.eyebrow} title={data.hero.title} lead={data.hero.lead}>
        {data.selectedPackage ? (
          <div className="mt-8 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6">
            <p className="flex items-start gap-3 text-lg font-semibold text-slate-900">
              <span className="mt-0.5 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon name="check" className="h-4 w-4" />
              </span>
              <span>{data.selectedPackage.heading}</span>
            </p>
            <p className="mt-2 pl-10 font-medium text-slate-800">{data.selectedPackage.details}</p>
            <p className="mt-2 pl-10 text-slate-600">{data.selected.note}</p>
            <p className="mt-3 pl-10">
              <Link
                to={`/services#${data.selectedPackage.id}`}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {data.selected.change}
              </Link>
            </p>
          </div>
        ) : null}
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
        <div className="min-w-0 space-y-8">
          {form}
          <section
            aria-labelledby="contact-details-title"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id="contact-details-title" className="text-2xl font-bold text-slate-900">
              {details.title}
            </h2>
            <ul className="mt-6 space-y-6">
              <DetailItem icon="phone" label={details.phone}>
                <a href={agency.phoneHref} className="text-lg font-semibold text-brand-700 underline-offset-4 hover:underline">
                  {agency.phone}
                </a>
              </DetailItem>
              <DetailItem icon="mail" label={details.email}>
                <a
                  href={`mailto:${agency.email}`}
                  className="text-base font-semibold [overflow-wrap:anywhere] text-brand-700 underline-offset-4 hover:underline sm:text-lg"
                >
                  {agency.email}
                </a>
              </DetailItem>
              <DetailItem icon="mapPin" label={details.address}>
                <address className="text-slate-800 not-italic">{agency.address}</address>
              </DetailItem>
            </ul>

            {socialLinks.length > 0 ? (
              <>
                <h3 className="mt-8 text-lg font-semibold text-slate-900">{details.chat}</h3>
                <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                  {socialLinks.map((network) => (
                    <li key={network}>
                      <a
                        href={agency.social[network]}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`inline-flex min-h-12 w-full items-center gap-2 rounded-lg px-4 py-2.5 font-semibold sm:w-auto ${
                          network === "line"
                            ? "bg-[#06803a] text-white hover:bg-[#056c31]"
                            : "border border-slate-300 text-slate-800 hover:border-brand-600 hover:text-brand-700"
                        }`}
                      >
                        <SocialIcon network={network} />
                        {details[network]}
                        <span className="sr-only"> {details.opensInNewTab}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        </div>

        <div className="space-y-8">
          <section aria-labelledby="hours-title" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
            <h2 id="hours-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
              <Icon name="calendar" className="h-5 w-5 text-brand-700" />
              {data.hours.title}
            </h2>
            <dl className="mt-5 space-y-3">
              {data.openingHours.map((row) => (
                <div key={row.days} className="flex flex-wrap justify-between gap-x-4 border-b border-slate-200 pb-3">
                  <dt className="font-medium text-slate-800">{row.days}</dt>
                  <dd className="text-slate-800 tabular-nums">{row.time}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-slate-600">{data.hours.closed}</p>
          </section>

          <section aria-labelledby="next-title" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
            <h2 id="next-title" className="text-xl font-bold text-slate-900">
              {data.next.title}
            </h2>
            <ol className="mt-5 space-y-4">
              {data.next.steps.map((step, index) => (
                <li key={step} className="flex gap-3 text-slate-700">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}

function DetailItem({ icon, label, children }: { icon: IconName; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} className="h-5 w-5" />
      </span>
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}
