CREATE TABLE "page_copy" (
	"page" text PRIMARY KEY NOT NULL,
	"en" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"th" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_copy_page_check" CHECK ("page_copy"."page" in ('home', 'solutions', 'services', 'about', 'contact'))
);
--> statement-breakpoint
-- One row per page from the start, so every save can check the revision it was loaded at.
INSERT INTO "page_copy" ("page") VALUES ('home'), ('solutions'), ('services'), ('about'), ('contact');
