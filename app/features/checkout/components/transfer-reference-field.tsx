// The bank transfer notice's optional "Transfer reference": the reference the bank printed on the
// slip. Staff are warned when the same one was given for another order.
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { checkoutMessages } from "../checkout-messages";
import { TRANSFER_REFERENCE_MAX } from "../payment-report-limits";

/** What the control needs of conform's field. */
export interface TransferReferenceMeta {
  id: string;
  name: string;
  key: string | undefined;
  initialValue: string | undefined;
  errors: string[] | undefined;
}

export function TransferReferenceField({ field }: { field: TransferReferenceMeta }) {
  const { t } = useMessages(checkoutMessages);
  return (
    <Field id={field.id} label={t("bank.transferReference")} hint={t("bank.transferReferenceHint")} error={field.errors?.[0]}>
      {(control) => (
        <input
          {...control}
          key={field.key}
          name={field.name}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={TRANSFER_REFERENCE_MAX}
          defaultValue={field.initialValue}
        />
      )}
    </Field>
  );
}
