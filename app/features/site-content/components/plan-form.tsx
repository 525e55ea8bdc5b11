// The maintenance plan form (new and edit): name, description and features in English and Thai
// for everyone; the monthly price, hidden and order as inputs for admins, read-only for editors
// (ADR 094).
import { useMemo } from "react";
import { useAppForm } from "~/components/forms/use-app-form";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import type { FormReply } from "~/lib/forms/form-reply";
import { formatPrice } from "~/lib/pricing";
import { catalogueMessages } from "../catalogue-admin-messages";
import { catalogueErrorText } from "../catalogue-form";
import { checkPlanForm, type PlanFormScope, type PlanFormValues, planLimits } from "../plans-schema";
import { previewPath } from "../content-preview-path";
import { CatalogueFormShell, type CatalogueSaved } from "./catalogue-form-shell";
import { type AnyField, CheckboxField, controlId, FormSection, ReadOnlyFigures, TextField } from "./catalogue-fields";

export interface PlanFormProps {
  defaultValue: PlanFormValues;
  scope: PlanFormScope;
  reply?: FormReply<CatalogueSaved>;
  notice?: React.ReactNode;
  aside?: React.ReactNode;
}

export function PlanForm({ defaultValue, scope, reply, notice, aside }: PlanFormProps) {
  const { t, language } = useMessages(catalogueMessages);
  const locale = localeFor(language);
  const errorText = useMemo(() => catalogueErrorText(t as (key: string) => string, language, planLimits), [t, language]);
  const { form, fields, statusRef, leaveGuard } = useAppForm<PlanFormValues>({
    id: "plan",
    lastResult: reply?.result,
    defaultValue,
    validate: (formData) => checkPlanForm(formData, scope, errorText),
    guardUnsaved: true,
    notTyped: ["revision"],
  });
  const en = fields.en.getFieldset();
  const th = fields.th.getFieldset();
  const words = (set: typeof en, lang: "en" | "th") => (
    <>
      <TextField field={set.name} label={t("fields.title")} required={lang === "en"} lang={lang} />
      <TextField field={set.description} label={t("fields.description")} multiline={3} lang={lang} />
      <TextField field={set.features} label={t("fields.features")} hint={t("fields.featuresHint")} multiline={6} lang={lang} />
    </>
  );
  const status = (field: AnyField, label: string) => ({ id: controlId(field.name), label, errors: field.errors });
  const outcome = reply?.success?.outcome;

  return (
    <CatalogueFormShell
      form={form}
      statusRef={statusRef}
      leaveGuard={leaveGuard}
      statusFields={[
        ...(scope === "new" ? [status(fields.id, t("fields.id"))] : []),
        status(en.name, `${t("fields.title")} (${t("form.english")})`),
        status(en.description, `${t("fields.description")} (${t("form.english")})`),
        status(en.features, `${t("fields.features")} (${t("form.english")})`),
        status(th.name, `${t("fields.title")} (${t("form.thai")})`),
        status(th.description, `${t("fields.description")} (${t("form.thai")})`),
        status(th.features, `${t("fields.features")} (${t("form.thai")})`),
        status(fields.priceThb, t("fields.monthlyThb")),
        status(fields.position, t("fields.position")),
      ]}
      revision={defaultValue.revision}
      back={{ to: "/admin/content/plans", label: t("form.back", { area: t("areas.plans.title") }) }}
      submitLabel={t(scope === "new" ? "form.create" : "form.save")}
      success={outcome ? t(outcome === "saved" ? "form.saved" : "form.noChanges") : undefined}
      notice={notice}
      preview={previewPath("plans", scope === "new" ? null : defaultValue.id)}
      aside={aside}
    >
      {scope === "new" ? (
        <FormSection id="plan-id" title={t("fields.id")}>
          <TextField field={fields.id} label={t("fields.id")} hint={t("fields.idHint")} required />
        </FormSection>
      ) : null}
      <FormSection id="plan-en" title={t("form.english")} lang="en">
        {words(en, "en")}
      </FormSection>
      <FormSection id="plan-th" title={t("form.thai")} lang="th" description={<p>{t("form.thaiHint")}</p>}>
        {words(th, "th")}
      </FormSection>
      <FormSection id="plan-figures" title={t("form.figures")}>
        {scope !== "words" ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              field={fields.priceThb}
              label={t("fields.monthlyThb")}
              hint={t("fields.priceThbHint", { max: formatPrice(planLimits.priceThb.max * 100, "THB", locale) })}
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
              { label: t("fields.monthlyThb"), value: formatPrice(Number(defaultValue.priceThb) * 100, "THB", locale) },
              { label: t("list.status"), value: t(defaultValue.hidden === "on" ? "list.hidden" : "list.shown") },
              { label: t("fields.position"), value: defaultValue.position },
            ]}
          />
        )}
      </FormSection>
    </CatalogueFormShell>
  );
}
