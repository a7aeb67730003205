CREATE TABLE "certificate_copies" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_copies_held" CHECK ("certificate_copies"."held" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "certificate_sendings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"organisation_id" uuid,
	"organisation_name" text NOT NULL,
	"sent_on" date NOT NULL,
	"returned_on" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_sendings_returned_after_sent" CHECK ("certificate_sendings"."returned_on" is null or "certificate_sendings"."returned_on" >= "certificate_sendings"."sent_on")
);
--> statement-breakpoint
CREATE TABLE "family_organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"catalogue_id" text,
	"name" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"status" text DEFAULT 'to-notify' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"notified_on" date,
	"follow_up_on" date,
	"notes" text DEFAULT '' NOT NULL,
	"notified_through_service" text,
	"notified_through_reference" text,
	"letter" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_organisations_kind" CHECK (kind in ('bank', 'pension', 'insurer', 'utility', 'telecoms', 'employer', 'council', 'tax', 'social-security', 'vehicle', 'passport', 'subscription', 'social-media', 'other')),
	CONSTRAINT "family_organisations_status" CHECK (status in ('to-notify', 'notified', 'waiting', 'done')),
	CONSTRAINT "family_organisations_name_length" CHECK (char_length("family_organisations"."name") between 1 and 200),
	CONSTRAINT "family_organisations_reference_length" CHECK (char_length("family_organisations"."reference") <= 200),
	CONSTRAINT "family_organisations_notes_length" CHECK (char_length("family_organisations"."notes") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "organisation_documents" (
	"organisation_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_documents_organisation_id_document_id_pk" PRIMARY KEY("organisation_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_type";--> statement-breakpoint
ALTER TABLE "certificate_copies" ADD CONSTRAINT "certificate_copies_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_sendings" ADD CONSTRAINT "certificate_sendings_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_sendings" ADD CONSTRAINT "certificate_sendings_organisation_id_family_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."family_organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_sendings" ADD CONSTRAINT "certificate_sendings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_organisations" ADD CONSTRAINT "family_organisations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_organisations" ADD CONSTRAINT "family_organisations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_documents" ADD CONSTRAINT "organisation_documents_organisation_id_family_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."family_organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_documents" ADD CONSTRAINT "organisation_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_sendings_family_idx" ON "certificate_sendings" USING btree ("family_id","sent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "family_organisations_catalogue_key" ON "family_organisations" USING btree ("family_id","catalogue_id") WHERE catalogue_id is not null;--> statement-breakpoint
CREATE INDEX "family_organisations_family_follow_up_idx" ON "family_organisations" USING btree ("family_id","follow_up_on");--> statement-breakpoint
CREATE INDEX "organisation_documents_document_idx" ON "organisation_documents" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type" CHECK (type in ('task_created', 'task_updated', 'task_started', 'task_completed', 'task_status_changed', 'task_deleted', 'task_assigned', 'plan_generated', 'member_invited', 'member_joined', 'member_left', 'member_removed', 'member_role_changed', 'document_uploaded', 'document_shared', 'document_deleted', 'organisation_added', 'organisation_updated', 'organisation_deleted', 'organisations_told', 'letter_saved', 'certificate_sent', 'certificate_returned', 'certificates_held'));