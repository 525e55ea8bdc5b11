// The add-on form (new and edit): name and description in English and Thai for everyone; price,
// unit, most per order, hidden and order as inputs for admins, read-only for editors (ADR 094).
import { useMemo } from "react";
import { useAppForm } from "~/components/forms/use-app-form";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import type { FormReply } from "~/lib/forms/form-reply";
import { formatPrice } from "~/lib/pricing";
import { type AddOnFormScope, type AddOnFormValues, addOnLimits, checkAddOnForm } from "../add-ons-schema";
import { catalogueMessages } from "../catalogue-admin-messages";
import { addOnUnits, catalogueErrorText } from "../catalogue-form";
import { previewPath } from "../content-preview-path";
import { CatalogueFormShell, type CatalogueSaved } from "./catalogue-form-shell";
import {
  type AnyField,
  CheckboxField,
  controlId,
  FormSection,
  ReadOnlyFigures,
  SelectField,
  TextField,
} from "./catalogue-fields";

export interface AddOnFormProps {
  defaultValue: AddOnFormValues;
  scope: AddOnFormScope;
  reply?: FormReply<CatalogueSaved>;
  notice?: React.ReactNode;
  aside?: React.ReactNode;
}

export function AddOnForm({ defaultValue, scope, reply, notice, aside }: AddOnFormProps) {
  const { t, language } = useMessages(catalogueMessages);
  const locale = localeFor(language);
  const errorText = useMemo(() => catalogueErrorText(t as (key: string) => string, language, addOnLimits), [t, language]);
  const { form, fields, statusRef, leaveGuard } = useAppForm<AddOnFormValues>({
    id: "add-on",
    lastResult: reply?.result,
    defaultValue,
    validate: (formData) => checkAddOnForm(formData, scope, errorText),
    guardUnsaved: true,
    notTyped: ["revision"],
  });
  const en = fields.en.getFieldset();
  const th = fields.th.getFieldset();
  const words = (set: typeof en, lang: "en" | "th") => (
    <>
      <TextField field={set.name} label={t("fields.title")} required={lang === "en"} lang={lang} />
      <TextField field={set.description} label={t("fields.description")} multiline={3} lang={lang} />
    </>
  );
  const status = (field: AnyField, label: string) => ({ id: controlId(field.name), label, errors: field.errors });
  const outcome = reply?.success?.outcome;
  const unitLabel = (unit: string) => t(`list.units.${unit === "year" || unit === "page" ? unit : "once"}`);

  return (
    <CatalogueFormShell
      form={form}
      statusRef={statusRef}
      leaveGuard={leaveGuard}
      statusFields={[
        ...(scope === "new" ? [status(fields.id, t("fields.id"))] : []),
        status(en.name, `${t("fields.title")} (${t("form.english")})`),
        status(en.description, `${t("fields.description")} (${t("form.english")})`),
        status(th.name, `${t("fields.title")} (${t("form.thai")})`),
        status(th.description, `${t("fields.description")} (${t("form.thai")})`),
        status(fields.priceThb, t("fields.priceThb")),
        status(fields.maxQuantity, t("fields.maxQuantity")),
        status(fields.position, t("fields.position")),
      ]}
      revision={defaultValue.revision}
      back={{ to: "/admin/content/add-ons", label: t("form.back", { area: t("areas.addOns.title") }) }}
      submitLabel={t(scope === "new" ? "form.create" : "form.save")}
      success={outcome ? t(outcome === "saved" ? "form.saved" : "form.noChanges") : undefined}
      notice={notice}
      preview={previewPath("add-ons", scope === "new" ? null : defaultValue.id)}
      aside={aside}
    >
      {scope === "new" ? (
        <FormSection id="add-on-id" title={t("fields.id")}>
          <TextField field={fields.id} label={t("fields.id")} hint={t("fields.idHint")} required />
        </FormSection>
      ) : null}
      <FormSection id="add-on-en" title={t("form.english")} lang="en">
        {words(en, "en")}
      </FormSection>
      <FormSection id="add-on-th" title={t("form.thai")} lang="th" description={<p>{t("form.thaiHint")}</p>}>
        {words(th, "th")}
      </FormSection>
      <FormSection id="add-on-figures" title={t("form.figures")}>
        {scope !== "words" ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              field={fields.priceThb}
              label={t("fields.priceThb")}
              hint={t("fields.priceThbHint", { max: formatPrice(addOnLimits.priceThb.max * 100, "THB", locale) })}
              inputMode="numeric"
              required
            />
            <SelectField
              field={fields.unit}
              label={t("fields.unit")}
              options={addOnUnits.map((unit) => ({ value: unit, label: unitLabel(unit) }))}
            />
            <TextField
              field={fields.maxQuantity}
              label={t("fields.maxQuantity")}
              hint={t("fields.maxQuantityHint")}
              inputMode="numeric"
              required
            />
            <TextField
              field={fields.position}
              label={t("fields.position")}
              hint={t("fields.positionHint")}
              inputMode="numeric"
              required
            />
            <CheckboxField field={fields.hidden} label={t("fields.hidden")} />
          </div>
        ) : (
          <ReadOnlyFigures
            items={[
              { label: t("fields.priceThb"), value: formatPrice(Number(defaultValue.priceThb) * 100, "THB", locale) },
              { label: t("fields.unit"), value: unitLabel(defaultValue.unit) },
              { label: t("fields.maxQuantity"), value: defaultValue.maxQuantity },
              { label: t("list.status"), value: t(defaultValue.hidden === "on" ? "list.hidden" : "list.shown") },
              { label: t("fields.position"), value: defaultValue.position },
            ]}
          />
        )}
      </FormSection>
    </CatalogueFormShell>
  );
}
