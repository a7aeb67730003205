CREATE TABLE "families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deceased_name" text,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"date_of_death" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "families_deceased_name_length" CHECK (char_length("families"."deceased_name") between 1 and 200),
	CONSTRAINT "families_country" CHECK (country in ('AU', 'CA', 'IE', 'NZ', 'UK', 'US')),
	CONSTRAINT "families_date_of_death" CHECK ("families"."date_of_death" >= date '1900-01-01')
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"family_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_members_family_id_user_id_pk" PRIMARY KEY("family_id","user_id"),
	CONSTRAINT "family_members_role" CHECK (role in ('Admin', 'Member', 'Viewer'))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"template_key" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"region" text,
	"estimated_duration" text,
	"due_date" date,
	"due_rule" jsonb,
	"due_date_follows_rule" boolean DEFAULT true NOT NULL,
	"steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"contacts" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source_url" text,
	"status" text DEFAULT 'not-started' NOT NULL,
	"completed_at" timestamp with time zone,
	"assignee_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"changed_by_user_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_kind" CHECK (kind in ('checklist', 'legal-action', 'generic', 'custom')),
	CONSTRAINT "tasks_category" CHECK (category in ('general', 'legal', 'funeral', 'estate', 'government', 'financial', 'personal')),
	CONSTRAINT "tasks_priority" CHECK (priority in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "tasks_status" CHECK (status in ('not-started', 'in-progress', 'completed', 'blocked')),
	CONSTRAINT "tasks_title_length" CHECK (char_length("tasks"."title") between 1 and 200),
	CONSTRAINT "tasks_completed_at" CHECK (("tasks"."status" = 'completed') = ("tasks"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bereavement_role" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "priorities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "active_family_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "onboarding_draft" jsonb;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_user_id_idx" ON "family_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_family_template_key" ON "tasks" USING btree ("family_id","template_key");--> statement-breakpoint
CREATE INDEX "tasks_family_due_date_idx" ON "tasks" USING btree ("family_id","due_date");--> statement-breakpoint
CREATE INDEX "tasks_family_created_at_idx" ON "tasks" USING btree ("family_id","created_at");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_active_family_id_families_id_fk" FOREIGN KEY ("active_family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_bereavement_role" CHECK (bereavement_role in ('surviving-partner', 'executor', 'family-member', 'friend', 'professional'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_country" CHECK (country in ('AU', 'CA', 'IE', 'NZ', 'UK', 'US'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_priorities" CHECK (priorities <@ array['general', 'legal', 'funeral', 'estate', 'government', 'financial', 'personal']::text[]);