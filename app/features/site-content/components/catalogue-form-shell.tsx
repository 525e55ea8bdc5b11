// The frame every catalogue form shares: the back link, the status region (success, a refusal, or
// the list of fields in error), the revision, the save button and the question before leaving with
// unsaved changes, and Preview. The area's form (package, add-on, plan) supplies its sections.
import type { FormMetadata } from "@conform-to/react";
import type { ReactNode, RefObject } from "react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormStatus, type FormStatusField } from "~/components/forms/form-status";
import type { useLeaveGuard } from "~/components/forms/use-leave-guard";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useMessages } from "~/i18n/messages";
import { catalogueMessages } from "../catalogue-admin-messages";
import { revisionField } from "../catalogue-form";
import { PreviewButton } from "./preview-button";

export type CatalogueSaved = { outcome: "saved" | "unchanged" };

export interface CatalogueFormShellProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of the three forms
  form: FormMetadata<any, string[]>;
  statusRef: RefObject<HTMLDivElement | null>;
  leaveGuard: ReturnType<typeof useLeaveGuard>;
  statusFields: FormStatusField[];
  revision: string;
  /** The list this form belongs to. */
  back: { to: string; label: string };
  submitLabel: string;
  /** A save that went through: its message. */
  success?: string;
  /** Above the sections (the "created" notice). */
  notice?: ReactNode;
  /** Where Preview posts the unsaved form (content-preview-path.ts). */
  preview: string;
  /** The delete link, for admins on an existing row. */
  aside?: ReactNode;
  children: ReactNode;
}

export function CatalogueFormShell({
  form,
  statusRef,
  leaveGuard,
  statusFields,
  revision,
  back,
  submitLabel,
  success,
  notice,
  preview,
  aside,
  children,
}: CatalogueFormShellProps) {
  const { t } = useMessages(catalogueMessages);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";

  // A save that went through is announced where the person can hear it.
  useEffect(() => {
    if (success) statusRef.current?.focus();
  }, [success, statusRef]);

  return (
    <div className="max-w-4xl space-y-6">
      <p>
        <Link to={back.to} className="font-semibold text-brand-800 underline underline-offset-4">
          ← {back.label}
        </Link>
      </p>
      {notice}
      <Form
        id={form.id}
        method="post"
        noValidate
        onSubmit={(event) => {
          form.onSubmit(event);
          if (!event.defaultPrevented) leaveGuard.markSubmitting();
        }}
        className="space-y-6"
        aria-busy={saving}
      >
        <FormStatus
          statusRef={statusRef}
          formErrors={form.errors}
          fields={statusFields}
          summaryTitle={t("form.invalid")}
          success={success && !saving ? <Alert tone="success">{success}</Alert> : null}
        />
        <input type="hidden" name={revisionField} value={revision} />
        {children}
        <div className="sticky bottom-0 -mx-2 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 bg-slate-50/95 px-2 py-4">
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" pending={saving} pendingLabel={t("form.saving")}>
              {submitLabel}
            </Button>
            <PreviewButton action={preview} />
          </div>
          {aside}
        </div>
      </Form>

      {leaveGuard.blocker.state === "blocked" ? (
        <Dialog title={t("form.leave.title")} role="alertdialog" size="md" onClose={() => leaveGuard.blocker.reset?.()}>
          <p className="text-slate-700">{t("form.leave.body")}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => leaveGuard.blocker.reset?.()}>
              {t("form.leave.stay")}
            </Button>
            <Button variant="danger" onClick={() => leaveGuard.blocker.proceed?.()}>
              {t("form.leave.leave")}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
