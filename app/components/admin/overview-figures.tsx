// The admin dashboard's overview: figures that each open the screen listing what they count
// (docs/decisions/037). Each feature words and formats its own figures on the server; the route
// puts them in order and this renders them.
import { Link } from "react-router";

export interface OverviewFigure {
  /** Unique on the page, e.g. "published" or "pendingUsers". */
  id: string;
  label: string;
  /** Already formatted for the reader's locale. */
  value: string;
  note: string | null;
  /** A screen's path, or "#…" for a part of the dashboard itself. */
  href: string;
  link: string;
  /** Something is waiting for staff (unread messages, payments or people to approve). */
  attention: boolean;
}

const linkClass =
  "mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function FigureCard({ figure }: { figure: OverviewFigure }) {
  return (
    <li
      className={`flex flex-col rounded-xl bg-white p-5 ring-1 ring-slate-200 ${figure.attention ? "border-l-4 border-amber-500" : ""}`}
    >
      <h3 id={`figure-${figure.id}`} className="text-sm font-semibold text-slate-700">
        {figure.label}
      </h3>
      <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900" data-testid="figure-value">
        {figure.value}
      </p>
      {figure.note ? <p className="mt-1 text-sm text-slate-600">{figure.note}</p> : null}
      <div className="mt-auto">
        {figure.href.startsWith("#") ? (
          <a href={figure.href} className={linkClass}>
            {figure.link}
          </a>
        ) : (
          <Link to={figure.href} className={linkClass}>
            {figure.link}
          </Link>
        )}
      </div>
    </li>
  );
}

export function OverviewFigures({ heading, figures }: { heading: string; figures: OverviewFigure[] }) {
  return (
    <section aria-labelledby="overview-title" className="mt-6">
      <h2 id="overview-title" className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map((figure) => (
          <FigureCard key={figure.id} figure={figure} />
        ))}
      </ul>
    </section>
  );
}
