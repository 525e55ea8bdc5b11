// The package form (new and edit): the words in English and Thai for everyone; the price, USD
// reference, delivery, pages, featured, hidden and order as inputs for admins and as read-only
// values with a note for editors (ADR 094). Checked in the browser by the action's own schema.
import { useMemo } from "react";
import { useAppForm } from "~/components/forms/use-app-form";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import type { FormReply } from "~/lib/forms/form-reply";
import { formatPrice } from "~/lib/pricing";
import { catalogueMessages } from "../catalogue-admin-messages";
import { catalogueErrorText, deliveryUnits } from "../catalogue-form";
import { checkPackageForm, type PackageFormScope, type PackageFormValues, packageLimits } from "../packages-schema";
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

export interface PackageFormProps {
  defaultValue: PackageFormValues;
  scope: PackageFormScope;
  reply?: FormReply<CatalogueSaved>;
  notice?: React.ReactNode;
  aside?: React.ReactNode;
}

export function PackageForm({ defaultValue, scope, reply, notice, aside }: PackageFormProps) {
  const { t, language } = useMessages(catalogueMessages);
  const locale = localeFor(language);
  const errorText = useMemo(() => catalogueErrorText(t as (key: string) => string, language, packageLimits), [t, language]);
  const { form, fields, statusRef, leaveGuard } = useAppForm<PackageFormValues>({
    id: "package",
    lastResult: reply?.result,
    defaultValue,
    validate: (formData) => checkPackageForm(formData, scope, errorText),
    guardUnsaved: true,
    notTyped: ["revision"],
  });
  const en = fields.en.getFieldset();
  const th = fields.th.getFieldset();
  const figures = scope !== "words";
  const limit = (max: number, currency: "THB" | "USD") => formatPrice(max * 100, currency, locale);

  const words = (set: typeof en, lang: "en" | "th") => (
    <>
      <TextField field={set.title} label={t("fields.title")} required={lang === "en"} lang={lang} />
      <TextField field={set.subtitle} label={t("fields.subtitle")} lang={lang} />
      <TextField field={set.description} label={t("fields.description")} multiline={4} lang={lang} />
      <TextField field={set.features} label={t("fields.features")} hint={t("fields.featuresHint")} multiline={8} lang={lang} />
    </>
  );
  const status = (field: AnyField, label: string) => ({ id: controlId(field.name), label, errors: field.errors });
  const statusFields = [
    ...(scope === "new" ? [status(fields.id, t("fields.id"))] : []),
    status(en.title, `${t("fields.title")} (${t("form.english")})`),
    status(en.subtitle, `${t("fields.subtitle")} (${t("form.english")})`),
    status(en.description, `${t("fields.description")} (${t("form.english")})`),
    status(en.features, `${t("fields.features")} (${t("form.english")})`),
    status(th.title, `${t("fields.title")} (${t("form.thai")})`),
    status(th.subtitle, `${t("fields.subtitle")} (${t("form.thai")})`),
    status(th.description, `${t("fields.description")} (${t("form.thai")})`),
    status(th.features, `${t("fields.features")} (${t("form.thai")})`),
    status(fields.priceThb, t("fields.priceThb")),
    status(fields.priceUsd, t("fields.priceUsd")),
    status(fields.deliveryMin, t("fields.deliveryMin")),
    status(fields.deliveryMax, t("fields.deliveryMax")),
    status(fields.pageCount, t("fields.pageCount")),
    status(fields.position, t("fields.position")),
  ];
  const outcome = reply?.success?.outcome;
  const value = defaultValue;
  const yesNo = (on: string | undefined) => t(on === "on" ? "fields.yes" : "fields.no");

  return (
    <CatalogueFormShell
      form={form}
      statusRef={statusRef}
      leaveGuard={leaveGuard}
      statusFields={statusFields}
      revision={defaultValue.revision}
      back={{ to: "/admin/content/packages", label: t("form.back", { area: t("areas.packages.title") }) }}
      submitLabel={t(scope === "new" ? "form.create" : "form.save")}
      success={outcome ? t(outcome === "saved" ? "form.saved" : "form.noChanges") : undefined}
      notice={notice}
      preview={previewPath("packages", scope === "new" ? null : defaultValue.id)}
      aside={aside}
    >
      {scope === "new" ? (
        <FormSection id="package-id" title={t("fields.id")}>
          <TextField field={fields.id} label={t("fields.id")} hint={t("fields.idHint")} required />
        </FormSection>
      ) : null}
      <FormSection
        id="package-en"
        title={t("form.english")}
        lang="en"
        description={<p>{t("form.placeholders", { example: "{{freeHostingMonths}}" })}</p>}
      >
        {words(en, "en")}
      </FormSection>
      <FormSection id="package-th" title={t("form.thai")} lang="th" description={<p>{t("form.thaiHint")}</p>}>
        {words(th, "th")}
      </FormSection>
      <FormSection id="package-figures" title={t("form.figures")}>
        {figures ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              field={fields.priceThb}
              label={t("fields.priceThb")}
              hint={t("fields.priceThbHint", { max: limit(packageLimits.priceThb.max, "THB") })}
              inputMode="numeric"
              required
            />
            <TextField
              field={fields.priceUsd}
              label={t("fields.priceUsd")}
              hint={t("fields.priceUsdHint", { max: limit(packageLimits.priceUsd.max, "USD") })}
              inputMode="numeric"
              required
            />
            <TextField field={fields.deliveryMin} label={t("fields.deliveryMin")} inputMode="numeric" required />
            <TextField field={fields.deliveryMax} label={t("fields.deliveryMax")} inputMode="numeric" required />
            <SelectField
              field={fields.deliveryUnit}
              label={t("fields.deliveryUnit")}
              options={deliveryUnits.map((unit) => ({ value: unit, label: t(`fields.deliveryUnits.${unit}`) }))}
            />
            <TextField field={fields.pageCount} label={t("fields.pageCount")} inputMode="numeric" required />
            <CheckboxField field={fields.pagesUpTo} label={t("fields.pagesUpTo")} />
            <CheckboxField field={fields.featured} label={t("fields.featured")} />
            <CheckboxField field={fields.hidden} label={t("fields.hidden")} />
            <TextField
              field={fields.position}
              label={t("fields.position")}
              hint={t("fields.positionHint")}
              inputMode="numeric"
              required
            />
          </div>
        ) : (
          <ReadOnlyFigures
            items={[
              { label: t("fields.priceThb"), value: formatPrice(Number(value.priceThb) * 100, "THB", locale) },
              { label: t("fields.priceUsd"), value: formatPrice(Number(value.priceUsd) * 100, "USD", locale) },
              {
                label: t("fields.delivery"),
                value: `${value.deliveryMin}–${value.deliveryMax} ${t(`fields.deliveryUnits.${value.deliveryUnit === "businessDays" ? "businessDays" : "days"}`)}`,
              },
              {
                label: t("fields.pages"),
                value: value.pagesUpTo === "on" ? t("fields.pagesUpToValue", { count: value.pageCount }) : value.pageCount,
              },
              { label: t("list.featured"), value: yesNo(value.featured) },
              { label: t("list.status"), value: t(value.hidden === "on" ? "list.hidden" : "list.shown") },
              { label: t("fields.position"), value: value.position },
            ]}
          />
        )}
      </FormSection>
    </CatalogueFormShell>
  );
}
