// One labelled field of the article editor: label (with "required"), hint and error, wired to the
// input by id, aria-describedby and aria-invalid; the input itself comes from a render prop.
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import type { ArticleFieldName } from "../article-form-schema";

export const fieldId = (name: ArticleFieldName) => `field-${name.replace(".", "-")}`;

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-xs focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-700";

export function Field({
  name,
  label,
  hint,
  error,
  required,
  children,
}: {
  name: ArticleFieldName;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid": boolean; labelId: string }) => React.ReactNode;
}) {
  const { t } = useMessages(articleAdminMessages);
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {required ? <span className="text-sm font-normal text-slate-600"> ({t("editor.required")})</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-describedby": describedBy, "aria-invalid": Boolean(error), labelId: `${id}-label` })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
