-- Issued documents stay unchanged for their legal period; then the retention job deletes them.
-- Only a transaction that says it is that job (SET LOCAL app.document_retention = 'on') may.
CREATE OR REPLACE FUNCTION "order_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF current_setting('app.document_retention', true) = 'on' THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'order_documents are immutable: % cannot be deleted', OLD."number" USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD."pdf" IS NULL AND NEW."pdf" IS NOT NULL
     AND (to_jsonb(NEW) - 'pdf') = (to_jsonb(OLD) - 'pdf') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'order_documents are immutable: % cannot be changed', OLD."number" USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
-- A correction and the document it corrects may go in one statement.
ALTER TABLE "order_documents" DROP CONSTRAINT "order_documents_corrects_id_fk";--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_corrects_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."order_documents"("id") ON DELETE no action ON UPDATE no action;
