CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"reply" text,
	"team_notified_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"next_mail_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_category" CHECK (category in ('General Support', 'Legal Guidance', 'Grief Counseling', 'Technical Help', 'Emergency Support')),
	CONSTRAINT "support_requests_status" CHECK (status in ('open', 'answered')),
	CONSTRAINT "support_requests_message_length" CHECK (char_length("support_requests"."message") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_status_created_idx" ON "support_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_pending_mail_idx" ON "support_requests" USING btree ("next_mail_attempt_at") WHERE "support_requests"."team_notified_at" is null or "support_requests"."confirmation_sent_at" is null;