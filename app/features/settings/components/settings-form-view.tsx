// The /admin/settings form: Agency (with social links and business hours), Payments, Receipts and
// tax invoices, and Integrations in one form and one save, checked in the browser by the same schema as on the
// server. Works without JavaScript (a plain POST; list rows are emptied to be removed). The state
// is conform's, through useAppForm; leaving with unsaved changes asks first.
import { useEffect, useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { FormStatus } from "~/components/forms/form-status";
import { useAppForm } from "~/components/forms/use-app-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useMessages } from "~/i18n/messages";
import {
  checkSettingsForm,
  type OpeningPeriodRow,
  revisionField,
  settingsErrorText,
  type SettingsFormValues,
  type SettingsReply,
} from "../settings-form";
import { settingsMessages } from "../settings-messages";
import { InvoicingFields } from "./invoicing-fields";
import { OpeningHoursFields } from "./opening-hours-fields";
import { PaymentFields } from "./payment-fields";
import { Section, type SettingsField, TextField } from "./settings-fields";
import { SocialLinksFields } from "./social-links-fields";
import { statusFields } from "./status-fields";

export interface SettingsFormViewProps {
  /** The stored settings as the form shows them (settingsToFormValues). */
  defaultValue: SettingsFormValues;
  revision: number;
  canEdit: boolean;
  /** The action's last answer, if any. */
  reply?: SettingsReply;
  /** Rendered after the Integrations fields, inside that section (what the environment configures). */
  integrationStatus?: React.ReactNode;
  /** Whether the Stripe keys are set: without them card is not offered, whatever is ticked. */
  stripeConfigured?: boolean;
  /** The payment details are the seed's samples (ADR 098): said above them until replaced. */
  samplePayments?: boolean;
}

export function SettingsFormView({
  defaultValue,
  revision,
  canEdit,
  reply,
  integrationStatus,
  stripeConfigured = true,
  samplePayments = false,
}: SettingsFormViewProps) {
  const { t } = useMessages(settingsMessages);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const errorText = useMemo(() => settingsErrorText(t as (key: string) => string), [t]);
  const { form, fields, statusRef, leaveGuard } = useAppForm<SettingsFormValues>({
    id: "settings",
    lastResult: reply?.result,
    defaultValue,
    validate: (formData) => checkSettingsForm(formData, errorText),
    // An editor's form is read-only: there is nothing of theirs to lose.
    guardUnsaved: canEdit,
  });
  const outcome = saving ? undefined : reply?.success?.outcome;

  // A save that went through is announced where the person can hear it.
  useEffect(() => {
    if (reply?.success) statusRef.current?.focus();
  }, [reply, statusRef]);

  const agency = fields.agency.getFieldset();
  const address = agency.address.getFieldset();
  const integrations = fields.integrations.getFieldset();

  return (
    <Form
      id={form.id}
      method="post"
      noValidate
      onSubmit={(event) => {
        form.onSubmit(event);
        if (!event.defaultPrevented) leaveGuard.markSubmitting();
      }}
      className="max-w-4xl space-y-6"
      aria-busy={saving}
    >
      {canEdit ? null : (
        <Alert tone="warning" className="text-sm">
          {t("readOnly")}
        </Alert>
      )}
      <FormStatus
        statusRef={statusRef}
        formErrors={form.errors}
        fields={statusFields(fields, t)}
        summaryTitle={t("invalid")}
        success={outcome ? <Alert tone="success">{t(outcome === "saved" ? "saved" : "noChanges")}</Alert> : null}
      />
      <input type="hidden" name={revisionField} value={revision} />
      <fieldset disabled={!canEdit} className="min-w-0 space-y-6">
        <Section id="agency" title={t("sections.agency.title")} description={t("sections.agency.description")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField field={agency.name} label={t("fields.name")} required autoComplete="organization" />
            <TextField field={agency.phone} label={t("fields.phone")} hint={t("fields.phoneHint")} type="tel" required />
            <TextField field={agency.email} label={t("fields.email")} hint={t("fields.emailHint")} type="email" required />
            <TextField
              field={agency.notificationEmail}
              label={t("fields.notificationEmail")}
              hint={t("fields.notificationEmailHint")}
              type="email"
              required
            />
            <TextField field={address.en} label={t("fields.addressEn")} required multiline lang="en" />
            <TextField field={address.th} label={t("fields.addressTh")} required multiline lang="th" />
          </div>
        </Section>

        <Section id="social" title={t("sections.social.title")} description={t("sections.social.description")}>
          <SocialLinksFields form={form} social={agency.social} editable={canEdit} />
        </Section>

        <Section id="hours" title={t("sections.hours.title")} description={t("sections.hours.description")}>
          <OpeningHoursFields form={form} hours={agency.businessHours as SettingsField<OpeningPeriodRow[]>} editable={canEdit} />
        </Section>

        <Section id="payments" title={t("sections.payments.title")} description={t("sections.payments.description")}>
          <PaymentFields
            form={form}
            payments={fields.payments}
            editable={canEdit}
            stripeConfigured={stripeConfigured}
            sample={samplePayments}
          />
        </Section>

        <Section id="invoicing" title={t("sections.invoicing.title")} description={t("sections.invoicing.description")}>
          <InvoicingFields invoicing={fields.invoicing} />
        </Section>

        <Section id="integrations" title={t("sections.integrations.title")} description={t("sections.integrations.description")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              field={integrations.gaMeasurementId}
              label={t("fields.gaMeasurementId")}
              hint={t("fields.gaMeasurementIdHint")}
            />
            <TextField
              field={integrations.captchaSiteKey}
              label={t("fields.captchaSiteKey")}
              hint={t("fields.captchaSiteKeyHint")}
            />
          </div>
          {integrationStatus}
        </Section>
      </fieldset>

      {canEdit ? (
        <div className="sticky bottom-0 -mx-2 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-slate-50/95 px-2 py-4">
          <Button type="submit" pending={saving} pendingLabel={t("saving")}>
            {t("save")}
          </Button>
        </div>
      ) : null}

      {leaveGuard.blocker.state === "blocked" ? (
        <Dialog title={t("leave.title")} role="alertdialog" size="md" onClose={() => leaveGuard.blocker.reset?.()}>
          <p className="text-slate-700">{t("leave.body")}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => leaveGuard.blocker.reset?.()}>
              {t("leave.stay")}
            </Button>
            <Button variant="danger" onClick={() => leaveGuard.blocker.proceed?.()}>
              {t("leave.leave")}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </Form>
  );
}
