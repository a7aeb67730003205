CREATE TABLE "idempotent_changes" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"status" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_changes_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "idempotent_changes" ADD CONSTRAINT "idempotent_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_changes_created_at_idx" ON "idempotent_changes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;