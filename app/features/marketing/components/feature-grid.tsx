import type { TextItem } from "../marketing-types";
import { Icon, type IconName } from "./icons";
import { ThaiWords } from "~/components/thai-words";

/** Short benefit or value statements with an icon each. */
export function FeatureGrid({
  items,
  icons,
  columns = 3,
}: {
  items: readonly TextItem[];
  icons: Record<string, IconName>;
  columns?: 2 | 3 | 4;
}) {
  const grid = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={icons[item.id] ?? "check"} className="h-6 w-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <ThaiWords>{item.title}</ThaiWords>
          </h3>
          <p className="mt-2 text-slate-600">
            <ThaiWords>{item.text}</ThaiWords>
          </p>
        </li>
      ))}
    </ul>
  );
}
