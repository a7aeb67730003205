ALTER TABLE "families" ADD COLUMN "deceased_date_of_birth" date;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "deceased_last_address" text;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "relationship" text;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "relationship_other" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "postal_address" text;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_deceased_date_of_birth" CHECK ("families"."deceased_date_of_birth" >= date '1850-01-01');--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_deceased_last_address_length" CHECK (char_length("families"."deceased_last_address") between 1 and 500);--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_relationship" CHECK (relationship in ('husband', 'wife', 'partner', 'civil-partner', 'son', 'daughter', 'father', 'mother', 'brother', 'sister', 'grandson', 'granddaughter', 'other-relative', 'friend', 'executor', 'administrator', 'other'));--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_relationship_other" CHECK ((relationship = 'other') = (relationship_other is not null) and char_length(relationship_other) between 1 and 100);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_postal_address_length" CHECK (char_length("profiles"."postal_address") between 1 and 500);--> statement-breakpoint
-- Letters are now written from the details each time (decision 063): a letter's own reference number moves to its
-- organisation when that had none, and the sender's name, address, capacity and text are no longer kept with it.
UPDATE "family_organisations" SET "reference" = left(trim("letter"->>'reference'), 200)
WHERE "reference" = '' AND coalesce(trim("letter"->>'reference'), '') <> '';--> statement-breakpoint
UPDATE "family_organisations"
SET "letter" = ("letter" - 'senderName' - 'senderAddress' - 'capacity' - 'reference' - 'text') || '{"note": ""}'::jsonb
WHERE "letter" IS NOT NULL;
