-- What a document's search matches (docs/decisions/044-document-vault.md). Written by hand: Drizzle does not
-- model functions. IMMUTABLE so a generated column may use it; it only reads its arguments. Separators in file
-- names become spaces so 'letter_from_bank.pdf' is found by 'bank'; the text inside counts up to 200,000
-- characters, well within a tsvector's limit.
CREATE FUNCTION "afterword_document_search_vector"(name text, description text, tags text[], body text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(name, ''), '[._/\\-]+', ' ', 'g')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '') || ' ' || coalesce(array_to_string(tags, ' '), '')), 'B')
    || setweight(to_tsvector('english'::regconfig, left(coalesce(body, ''), 200000)), 'C')
$$;
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"uploaded_by" text,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"sha256" text NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"text_status" text DEFAULT 'pending' NOT NULL,
	"extracted_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (afterword_document_search_vector(original_name, description, tags, extracted_text)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_category" CHECK (category in ('legal', 'financial', 'personal', 'medical', 'insurance', 'general')),
	CONSTRAINT "documents_text_status" CHECK (text_status in ('pending', 'found', 'none', 'failed')),
	CONSTRAINT "documents_original_name_length" CHECK (char_length("documents"."original_name") between 1 and 255),
	CONSTRAINT "documents_description_length" CHECK (char_length("documents"."description") <= 1000),
	CONSTRAINT "documents_tags_count" CHECK (cardinality("documents"."tags") <= 20),
	CONSTRAINT "documents_size" CHECK ("documents"."size" > 0),
	CONSTRAINT "documents_sha256" CHECK ("documents"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_type";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key" ON "documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "documents_family_created_at_idx" ON "documents" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type" CHECK (type in ('task_created', 'task_updated', 'task_started', 'task_completed', 'task_status_changed', 'task_deleted', 'task_assigned', 'plan_generated', 'member_invited', 'member_joined', 'member_left', 'member_removed', 'member_role_changed', 'document_uploaded', 'document_shared', 'document_deleted'));