ALTER TABLE "profiles" ADD COLUMN "large_print" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "high_contrast" boolean DEFAULT false NOT NULL;