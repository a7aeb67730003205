-- The text read from documents leaves the database's plain columns (docs/decisions/044-document-vault.md,
-- docs/security.md, issue 31): it is kept encrypted with each document's own key, and search finds its words
-- through a blind index (keyed hashes under each family's search key). Written partly by hand, as 0008 was.
--
-- The name, description and tags stay searchable by the database itself: their English lexemes, each
-- prefixed by the family's id, so the index answers for one family only. IMMUTABLE so a generated column may
-- use it; it only reads its arguments. Separators in file names become spaces, as before.
CREATE FUNCTION "afterword_document_search_words"(family uuid, name text, description text, tags text[])
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select array(
    select family::text || ':' || lexeme
    from unnest(tsvector_to_array(
      to_tsvector('english'::regconfig, regexp_replace(coalesce(name, ''), '[._/\\-]+', ' ', 'g'))
      || to_tsvector('english'::regconfig, coalesce(description, '') || ' ' || coalesce(array_to_string(tags, ' '), ''))
    )) lexeme
  )
$$;
--> statement-breakpoint
CREATE TABLE "family_search_keys" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_search_keys" ADD CONSTRAINT "family_search_keys_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A migration cannot know the keys, so the text already read is read again from the (encrypted) files by the
-- usual job (app/features/documents/text-job.server.ts), queued here for every document that had text.
WITH "reread" AS (
  UPDATE "documents" SET "text_status" = 'pending', "updated_at" = now() WHERE "text_status" = 'found' RETURNING "id"
)
INSERT INTO "jobs" ("kind", "payload", "max_attempts")
SELECT 'extract-document-text', jsonb_build_object('documentId', "id"), 4 FROM "reread";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "extracted_text";--> statement-breakpoint
DROP FUNCTION "afterword_document_search_vector"(text, text, text[], text);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sealed_text" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "text_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A stored generated column rewrites the table, so the dropped columns' old values do not stay in its files.
ALTER TABLE "documents" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (afterword_document_search_words(family_id, original_name, description, tags)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_text_tokens_idx" ON "documents" USING gin ("text_tokens");--> statement-breakpoint
CREATE INDEX "documents_search_words_idx" ON "documents" USING gin ("search_words");
