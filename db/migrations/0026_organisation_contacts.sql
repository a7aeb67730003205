ALTER TABLE "family_organisations" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "family_organisations" ADD COLUMN "postal_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "family_organisations" ADD CONSTRAINT "family_organisations_phone_length" CHECK (char_length("family_organisations"."phone") <= 40);--> statement-breakpoint
ALTER TABLE "family_organisations" ADD CONSTRAINT "family_organisations_postal_address_length" CHECK (char_length("family_organisations"."postal_address") <= 500);