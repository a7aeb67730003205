ALTER TABLE "jobs" ADD COLUMN "singleton_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key_key" ON "jobs" USING btree ("singleton_key");