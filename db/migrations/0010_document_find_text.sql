-- The short fields of a document in lower case, for finding parts of words in one cheap column
-- (docs/decisions/044-document-vault.md). Written by hand for the same reason as the search function in 0008.
CREATE FUNCTION "afterword_document_find_text"(name text, description text, tags text[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select lower(coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(array_to_string(tags, ' '), ''))
$$;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "find_text" text GENERATED ALWAYS AS (afterword_document_find_text(original_name, description, tags)) STORED NOT NULL;
