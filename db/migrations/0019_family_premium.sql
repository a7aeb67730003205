ALTER TABLE "families" ADD COLUMN "premium_since" timestamp with time zone;--> statement-breakpoint
-- Back-fill: a family already has Premium when one of its admins bought it, or a paid premium payment was made in it.
UPDATE "families" SET "premium_since" = coalesce(
  (SELECT min("paid_at") FROM "payments" WHERE "payments"."family_id" = "families"."id" AND "type" = 'premium' AND "status" = 'paid'),
  now()
) WHERE EXISTS (
  SELECT 1 FROM "payments" WHERE "payments"."family_id" = "families"."id" AND "type" = 'premium' AND "status" = 'paid'
) OR EXISTS (
  SELECT 1 FROM "family_members" JOIN "profiles" ON "profiles"."user_id" = "family_members"."user_id"
  WHERE "family_members"."family_id" = "families"."id" AND "family_members"."role" = 'Admin' AND "profiles"."has_premium_access"
);
