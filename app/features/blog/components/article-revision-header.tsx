// The top of a compare screen: the way back and what is being compared.
import { Link } from "react-router";

export function RevisionCompareHeader({ backTo, backLabel, intro }: { backTo: string; backLabel: string; intro: string }) {
  return (
    <div className="grid gap-3">
      <p>
        <Link to={backTo} className="font-semibold text-brand-700 underline">
          ← {backLabel}
        </Link>
      </p>
      <p className="text-slate-800">{intro}</p>
    </div>
  );
}
