CREATE TABLE "stored_objects" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_objects_bucket_key_pk" PRIMARY KEY("bucket","key"),
	CONSTRAINT "stored_objects_bucket_check" CHECK ("stored_objects"."bucket" in ('media', 'slips')),
	CONSTRAINT "stored_objects_size_check" CHECK ("stored_objects"."size" = octet_length("stored_objects"."bytes"))
);
