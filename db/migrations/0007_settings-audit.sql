CREATE TABLE "settings_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settings_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text NOT NULL,
	"group" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	CONSTRAINT "settings_audit_group_check" CHECK ("settings_audit"."group" in ('agency', 'payments', 'integrations'))
);
--> statement-breakpoint
CREATE INDEX "settings_audit_changed_at_idx" ON "settings_audit" USING btree ("changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);