CREATE TABLE "digest_deliveries" (
	"user_id" text NOT NULL,
	"family_id" uuid NOT NULL,
	"period" text NOT NULL,
	"covered_from" timestamp with time zone NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"items" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_deliveries_period" CHECK ("digest_deliveries"."period" ~ '^(w:[0-9]{4}-[0-9]{2}-[0-9]{2}|m:[0-9]{4}-[0-9]{2})$'),
	CONSTRAINT "digest_deliveries_items" CHECK ("digest_deliveries"."items" >= 0)
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "digest" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "digest_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digest_deliveries_key" ON "digest_deliveries" USING btree ("user_id","family_id","period");--> statement-breakpoint
CREATE INDEX "digest_deliveries_family_id_idx" ON "digest_deliveries" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_digest" CHECK (digest in ('none', 'weekly', 'monthly'));