CREATE TABLE "role_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "role_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_uid" text,
	"actor_email" text,
	"target_uid" text NOT NULL,
	"target_email" text NOT NULL,
	"from_role" text,
	"to_role" text NOT NULL,
	CONSTRAINT "role_audit_actor_kind_check" CHECK ("role_audit"."actor_kind" in ('admin', 'command', 'admin-emails')),
	CONSTRAINT "role_audit_roles_check" CHECK ("role_audit"."to_role" in ('pending', 'editor', 'admin') and ("role_audit"."from_role" is null or "role_audit"."from_role" in ('pending', 'editor', 'admin')))
);
