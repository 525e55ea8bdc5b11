// The one hook a form screen uses: conform's form state over the action's reply (one shape,
// lib/forms/form-reply.ts), checked in the browser with the form's schema before it is sent and
// again as a field in error is corrected; the first field in error is focused (conform does it
// for fields; a form-wide message focuses the status region, which announces it); and, when the
// screen asks, leaving with unsaved changes asks first.
import { type DefaultValue, parse, type Submission, useForm } from "@conform-to/react";
import { useEffect, useRef } from "react";
import type { FormResult } from "~/lib/forms/form-reply";
import { useLeaveGuard } from "./use-leave-guard";

export interface AppFormOptions<Values extends Record<string, unknown>> {
  /** A stable id when the screen has two forms, or needs to name the form's fields from outside. */
  id?: string;
  /** The action's reply (`actionData?.result` or a fetcher's). */
  lastResult: FormResult | null | undefined;
  /**
   * The schema's check (lib/forms/parse-form.ts) in the browser; `null` when the schema is not
   * loaded yet (a public page loads zod on first focus): the server then checks alone.
   */
  validate?: (formData: FormData) => Submission<unknown, string[], unknown> | null;
  defaultValue?: DefaultValue<Values>;
  /** Ask before leaving while the form holds changes nobody saved. */
  guardUnsaved?: boolean;
  /** Fields that are not a person's changes (a revision the loader sets), left out of "unsaved". */
  notTyped?: readonly string[];
}

/** What nothing checks in the browser: the submission goes to the server, which checks it. */
const unchecked = (formData: FormData) => parse(formData, { resolve: (value) => ({ value }) });

export function useAppForm<Values extends Record<string, unknown>>(options: AppFormOptions<Values>) {
  const [form, fields] = useForm<Values, Values, string[]>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: "onSubmit",
    // A message goes away as soon as the field is right, not on blur (a message vanishing on blur
    // moves the button being clicked).
    shouldRevalidate: "onInput",
    shouldDirtyConsider: options.notTyped ? (name) => !options.notTyped?.includes(name) : undefined,
    onValidate: ({ formData }) => (options.validate?.(formData) ?? unchecked(formData)) as Submission<Values, string[], Values>,
  });

  const statusRef = useRef<HTMLDivElement>(null);
  const { lastResult } = options;
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const fieldInError = Object.entries(lastResult.error ?? {}).some(([name, errors]) => name !== "" && errors?.length);
    if (!fieldInError) {
      // conform shows the reply's messages in a render after this one (it applies lastResult in a
      // layout effect); until then the region is empty, hidden, and cannot take the focus.
      const frame = requestAnimationFrame(() => statusRef.current?.focus());
      return () => cancelAnimationFrame(frame);
    }
  }, [lastResult]);

  const leaveGuard = useLeaveGuard(Boolean(options.guardUnsaved) && form.dirty);
  return { form, fields, statusRef, leaveGuard };
}
