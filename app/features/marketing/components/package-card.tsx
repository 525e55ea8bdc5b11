import { Link, useLocation, useNavigate } from "react-router";
import type { PackageLabels, PackageView } from "../marketing-types";
import { Icon } from "./icons";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { ThaiWords } from "~/components/thai-words";

/** One package as a card: price, delivery, pages, features and "Get started". */
export function PackageCard({ pkg, labels }: { pkg: PackageView; labels: PackageLabels }) {
  const titleId = `package-${pkg.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-2xl bg-white p-6 sm:p-8 ${
        pkg.featured ? "shadow-xl ring-2 ring-brand-600" : "shadow-sm ring-1 ring-slate-200"
      }`}
    >
      <PackageSummary pkg={pkg} labels={labels} titleId={titleId} />

      <PackageFacts pkg={pkg} labels={labels} />

      <p className="mt-6 text-slate-700">
        <ThaiWords>{pkg.description}</ThaiWords>
      </p>

      <h4 className="sr-only">{labels.included}</h4>
      <FeatureList features={pkg.features} className="mt-6 mb-8" />

      <div className="mt-auto grid gap-3">
        <div className="grid grid-cols-2 gap-3">
          <PayButton pkg={pkg} option="full" titleId={titleId} primary={pkg.featured}>
            {labels.payNow}
          </PayButton>
          <PayButton pkg={pkg} option="deposit" titleId={titleId} primary={false}>
            {labels.payDeposit}
          </PayButton>
        </div>
        <ButtonLink to={pkg.href} variant="secondary" size="lg" className="w-full" aria-label={pkg.ctaLabel}>
          {labels.getStarted}
        </ButtonLink>
      </div>
    </article>
  );
}

/**
 * "Pay now" / "Pay 50% deposit". With JavaScript they open the payment modal over this page
 * (?checkout=<package>&option=…, so back and reload work); without it they lead to /checkout.
 */
function PayButton({
  pkg,
  option,
  titleId,
  primary,
  children,
}: {
  pkg: PackageView;
  option: "full" | "deposit";
  titleId: string;
  primary: boolean;
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const query = `package=${pkg.id}&option=${option}`;
  return (
    <Link
      to={`/checkout?${query}`}
      aria-describedby={titleId}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        const search = new URLSearchParams(location.search);
        search.set("checkout", pkg.id);
        search.set("option", option);
        navigate(
          { pathname: location.pathname, search: `?${search}` },
          { preventScrollReset: true, state: { checkoutOpened: true } },
        );
      }}
      className={buttonClass({ variant: primary ? "primary" : "outline", size: "lg-pair" })}
    >
      {children}
    </Link>
  );
}

/**
 * How every presentation of a package starts: the "most popular" badge (positioned against the
 * nearest positioned ancestor), name, subtitle, price and the USD reference.
 */
export function PackageSummary({
  pkg,
  labels,
  titleId,
  large = false,
}: {
  pkg: PackageView;
  labels: PackageLabels;
  titleId: string;
  large?: boolean;
}) {
  return (
    <>
      {pkg.featured ? (
        <p className="absolute -top-3.5 left-6 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold tracking-wide text-slate-900 uppercase">
          {labels.mostPopular}
        </p>
      ) : null}
      <h3 id={titleId} className={`${large ? "text-2xl" : "text-xl"} font-bold text-slate-900`}>
        <ThaiWords>{pkg.title}</ThaiWords>
      </h3>
      <p className="mt-1 text-slate-600">
        <ThaiWords>{pkg.subtitle}</ThaiWords>
      </p>
      <p className={`${large ? "mt-5" : "mt-6"} flex flex-wrap items-baseline gap-x-2`}>
        <span className="text-4xl font-bold tracking-tight text-slate-900">{pkg.price}</span>
        <span className="text-sm text-slate-600">{labels.oneTimePrice}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">{pkg.usdNote}</p>
    </>
  );
}

export function PackageFacts({ pkg, labels }: { pkg: PackageView; labels: PackageLabels }) {
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 text-sm">
      <div>
        <dt className="flex items-center gap-1.5 text-slate-600">
          <Icon name="clock" className="h-4 w-4 text-brand-700" />
          {labels.delivery}
        </dt>
        <dd className="mt-1 font-semibold text-slate-900">{pkg.delivery}</dd>
      </div>
      <div>
        <dt className="flex items-center gap-1.5 text-slate-600">
          <Icon name="pages" className="h-4 w-4 text-brand-700" />
          {labels.pages}
        </dt>
        <dd className="mt-1 font-semibold text-slate-900">{pkg.pages}</dd>
      </div>
    </dl>
  );
}

export function FeatureList({ features, className = "" }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-3 text-slate-700">
          <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon name="check" className="h-3.5 w-3.5" />
          </span>
          <span>
            <ThaiWords>{feature}</ThaiWords>
          </span>
        </li>
      ))}
    </ul>
  );
}
