CREATE TABLE "family_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_invitations_role" CHECK (role in ('Admin', 'Member', 'Viewer')),
	CONSTRAINT "family_invitations_full_name_length" CHECK (char_length("family_invitations"."full_name") between 1 and 100),
	CONSTRAINT "family_invitations_email_length" CHECK (char_length("family_invitations"."email") between 3 and 254)
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_type";--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_invitations_token_hash_key" ON "family_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "family_invitations_waiting_key" ON "family_invitations" USING btree ("family_id","email") WHERE accepted_at is null and revoked_at is null;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type" CHECK (type in ('task_created', 'task_updated', 'task_started', 'task_completed', 'task_status_changed', 'task_deleted', 'task_assigned', 'plan_generated', 'member_invited', 'member_joined', 'member_left', 'member_removed', 'member_role_changed'));