ALTER TABLE "profiles" ALTER COLUMN "username" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "name_prompt_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_full_name_length" CHECK (char_length("profiles"."full_name") between 1 and 100);--> statement-breakpoint
-- Better Auth's `name` held the username; from now on it holds the full name, and is empty until the person gives
-- one (decision 061). The username stays in profiles.username.
UPDATE "users" SET "name" = '';