CREATE TABLE "reminder_deliveries" (
	"user_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_kind" CHECK (kind in ('overdue', 'tomorrow', 'week-ahead'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "email_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_key" ON "reminder_deliveries" USING btree ("user_id","local_date","task_id","kind");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_task_id_idx" ON "reminder_deliveries" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_created_at_idx" ON "reminder_deliveries" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_time_zone_length" CHECK (char_length("profiles"."time_zone") between 1 and 64);