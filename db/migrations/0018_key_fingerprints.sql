-- The fingerprint (never the key) of the document key the installation last started with (issue 37,
-- db/schema/key-fingerprints.ts): a server started with a key that cannot read what is stored refuses at start.
CREATE TABLE "key_fingerprints" (
	"name" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
