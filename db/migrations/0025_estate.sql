CREATE TABLE "estate_asset_documents" (
	"asset_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_asset_documents_asset_id_document_id_pk" PRIMARY KEY("asset_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "estate_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"organisation_id" uuid,
	"reference" text,
	"ownership" text DEFAULT 'sole' NOT NULL,
	"value_at_death" bigint,
	"valuation_method" text,
	"state" text DEFAULT 'found' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_assets_kind" CHECK (kind in ('bank-account', 'property', 'vehicle', 'shares-and-funds', 'pension', 'life-insurance', 'business-interest', 'belongings', 'digital-account', 'money-owed')),
	CONSTRAINT "estate_assets_ownership" CHECK (ownership in ('sole', 'joint', 'in-trust', 'nominated-beneficiary')),
	CONSTRAINT "estate_assets_valuation_method" CHECK (valuation_method is null or valuation_method in ('statement', 'valuation', 'estimate')),
	CONSTRAINT "estate_assets_state" CHECK (state in ('found', 'valued', 'collected', 'transferred', 'sold')),
	CONSTRAINT "estate_assets_description_length" CHECK (char_length("estate_assets"."description") between 1 and 200),
	CONSTRAINT "estate_assets_reference_length" CHECK (char_length("estate_assets"."reference") <= 200),
	CONSTRAINT "estate_assets_value_at_death" CHECK (value_at_death is null or (value_at_death >= 0 and value_at_death < 100000000000000))
);
--> statement-breakpoint
CREATE TABLE "estate_beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text DEFAULT '' NOT NULL,
	"gift" text NOT NULL,
	"amount" bigint,
	"residue_share_basis_points" integer,
	"gift_description" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_beneficiaries_gift" CHECK (gift in ('specific-gift', 'sum', 'residue-share')),
	CONSTRAINT "estate_beneficiaries_name_length" CHECK (char_length("estate_beneficiaries"."name") between 1 and 200),
	CONSTRAINT "estate_beneficiaries_relationship_length" CHECK (char_length("estate_beneficiaries"."relationship") <= 100),
	CONSTRAINT "estate_beneficiaries_gift_description_length" CHECK (char_length("estate_beneficiaries"."gift_description") <= 1000),
	CONSTRAINT "estate_beneficiaries_residue_share" CHECK ("estate_beneficiaries"."residue_share_basis_points" is null or "estate_beneficiaries"."residue_share_basis_points" between 0 and 10000),
	CONSTRAINT "estate_beneficiaries_amount" CHECK (amount is null or (amount >= 0 and amount < 100000000000000))
);
--> statement-breakpoint
CREATE TABLE "estate_debt_documents" (
	"debt_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_debt_documents_debt_id_document_id_pk" PRIMARY KEY("debt_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "estate_debts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"creditor" text NOT NULL,
	"organisation_id" uuid,
	"reference" text,
	"amount" bigint NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_debts_kind" CHECK (kind in ('mortgage', 'loan', 'credit-card', 'bill', 'tax', 'funeral', 'estate-expense')),
	CONSTRAINT "estate_debts_creditor_length" CHECK (char_length("estate_debts"."creditor") between 1 and 200),
	CONSTRAINT "estate_debts_reference_length" CHECK (char_length("estate_debts"."reference") <= 200),
	CONSTRAINT "estate_debts_amount" CHECK (amount is null or (amount >= 0 and amount < 100000000000000))
);
--> statement-breakpoint
CREATE TABLE "estate_distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"receipt_date" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_distributions_kind" CHECK (kind in ('interim', 'final')),
	CONSTRAINT "estate_distributions_receipt_after" CHECK ("estate_distributions"."receipt_date" is null or "estate_distributions"."receipt_date" >= "estate_distributions"."date"),
	CONSTRAINT "estate_distributions_amount" CHECK (amount is null or (amount >= 0 and amount < 100000000000000))
);
--> statement-breakpoint
CREATE TABLE "estate_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"date" date NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"debt_id" uuid,
	"asset_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_entries_direction" CHECK (direction in ('in', 'out')),
	CONSTRAINT "estate_entries_description_length" CHECK (char_length("estate_entries"."description") between 1 and 200),
	CONSTRAINT "estate_entries_debt_is_payment" CHECK ("estate_entries"."debt_id" is null or "estate_entries"."direction" = 'out'),
	CONSTRAINT "estate_entries_asset_is_receipt" CHECK ("estate_entries"."asset_id" is null or "estate_entries"."direction" = 'in'),
	CONSTRAINT "estate_entries_amount" CHECK (amount is null or (amount >= 0 and amount < 100000000000000))
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_type";--> statement-breakpoint
ALTER TABLE "estate_asset_documents" ADD CONSTRAINT "estate_asset_documents_asset_id_estate_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."estate_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_asset_documents" ADD CONSTRAINT "estate_asset_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_assets" ADD CONSTRAINT "estate_assets_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_assets" ADD CONSTRAINT "estate_assets_organisation_id_family_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."family_organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_assets" ADD CONSTRAINT "estate_assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_beneficiaries" ADD CONSTRAINT "estate_beneficiaries_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_beneficiaries" ADD CONSTRAINT "estate_beneficiaries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_debt_documents" ADD CONSTRAINT "estate_debt_documents_debt_id_estate_debts_id_fk" FOREIGN KEY ("debt_id") REFERENCES "public"."estate_debts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_debt_documents" ADD CONSTRAINT "estate_debt_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_debts" ADD CONSTRAINT "estate_debts_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_debts" ADD CONSTRAINT "estate_debts_organisation_id_family_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."family_organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_debts" ADD CONSTRAINT "estate_debts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_distributions" ADD CONSTRAINT "estate_distributions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_distributions" ADD CONSTRAINT "estate_distributions_beneficiary_id_estate_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."estate_beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_distributions" ADD CONSTRAINT "estate_distributions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_entries" ADD CONSTRAINT "estate_entries_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_entries" ADD CONSTRAINT "estate_entries_debt_id_estate_debts_id_fk" FOREIGN KEY ("debt_id") REFERENCES "public"."estate_debts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_entries" ADD CONSTRAINT "estate_entries_asset_id_estate_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."estate_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_entries" ADD CONSTRAINT "estate_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_asset_documents_document_idx" ON "estate_asset_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "estate_assets_family_idx" ON "estate_assets" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "estate_beneficiaries_family_idx" ON "estate_beneficiaries" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "estate_debt_documents_document_idx" ON "estate_debt_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "estate_debts_family_idx" ON "estate_debts" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "estate_distributions_family_idx" ON "estate_distributions" USING btree ("family_id","date");--> statement-breakpoint
CREATE INDEX "estate_distributions_beneficiary_idx" ON "estate_distributions" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "estate_entries_family_idx" ON "estate_entries" USING btree ("family_id","date");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type" CHECK (type in ('task_created', 'task_updated', 'task_started', 'task_completed', 'task_status_changed', 'task_deleted', 'task_assigned', 'plan_generated', 'member_invited', 'member_joined', 'member_left', 'member_removed', 'member_role_changed', 'document_uploaded', 'document_shared', 'document_unshared', 'document_deleted', 'organisation_added', 'organisation_updated', 'organisation_deleted', 'organisations_told', 'letter_saved', 'certificate_sent', 'certificate_returned', 'certificates_held', 'asset_added', 'asset_updated', 'asset_deleted', 'debt_added', 'debt_updated', 'debt_deleted', 'estate_entry_added', 'estate_entry_deleted', 'beneficiary_added', 'beneficiary_updated', 'beneficiary_deleted', 'distribution_made', 'distribution_receipted'));