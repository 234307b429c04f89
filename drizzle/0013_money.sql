CREATE TABLE "bill_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"paid_on" text NOT NULL,
	"utr" text NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text DEFAULT 'bill' NOT NULL,
	"system_id" integer NOT NULL,
	"month" text NOT NULL,
	"units" numeric NOT NULL,
	"tariff_paise_per_kwh" integer NOT NULL,
	"contract_year" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"issued_on" text NOT NULL,
	"due_on" text NOT NULL,
	"corrects_bill_id" integer,
	"reason" text,
	"pdf" "bytea" NOT NULL,
	"due_reminder_at" timestamp with time zone,
	"late_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"series" text NOT NULL,
	"fy" text NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" bigint NOT NULL,
	"effective_from" text NOT NULL,
	"effective_to" text,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_entries" (
	"statement_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_profiles" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"pan" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"gstin" text,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"number" text,
	"fy_start" integer NOT NULL,
	"issued_on" text NOT NULL,
	"gross_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"tds_rate_bp" integer NOT NULL,
	"tds_reason" text NOT NULL,
	"net_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"pan" text,
	"gstin" text,
	"account_name" text,
	"account_number" text,
	"ifsc" text,
	"pdf" "bytea",
	"utr" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "tariff_paise_per_kwh" integer;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "escalation_bp" integer;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "ppa_start_on" text;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "billing_day" integer;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "payment_terms_days" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_statement_id_payout_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."payout_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_profiles" ADD CONSTRAINT "payout_profiles_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_payments_bill_idx" ON "bill_payments" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_number_idx" ON "bills" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_system_month_idx" ON "bills" USING btree ("system_id","month") WHERE kind = 'bill';--> statement-breakpoint
CREATE INDEX "bills_created_at_idx" ON "bills" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bills_number_trgm_idx" ON "bills" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "document_series_series_fy_idx" ON "document_series" USING btree ("series","fy");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_settings_key_from_idx" ON "finance_settings" USING btree ("key","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_entries_reward_idx" ON "payout_entries" USING btree ("reward_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_month_idx" ON "payout_runs" USING btree ("month");--> statement-breakpoint
CREATE INDEX "payout_runs_created_at_idx" ON "payout_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_statements_run_partner_idx" ON "payout_statements" USING btree ("run_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_statements_number_idx" ON "payout_statements" USING btree ("number");--> statement-breakpoint
CREATE INDEX "payout_statements_partner_idx" ON "payout_statements" USING btree ("partner_id","fy_start");--> statement-breakpoint-- custom SQL (keep at merge)
INSERT INTO "finance_settings" ("key", "value", "effective_from", "effective_to", "note") VALUES
  ('tds_194h_rate_bp', 500, '2017-04-01', '2024-09-30', 'TDS on commission, section 194H of the Income-tax Act 1961: 5 %'),
  ('tds_194h_rate_bp', 200, '2024-10-01', NULL, 'Section 194H, 2 % (Finance (No. 2) Act 2024); the same under the Income-tax Act 2025 from 1 April 2026'),
  ('tds_194h_threshold_paise', 1500000, '2017-04-01', '2025-03-31', 'No TDS while the financial year''s commission is at most ₹15,000'),
  ('tds_194h_threshold_paise', 2000000, '2025-04-01', NULL, 'No TDS while the financial year''s commission is at most ₹20,000 (from FY 2025-26)'),
  ('tds_no_pan_rate_bp', 2000, '2017-04-01', NULL, 'TDS without a valid PAN, section 206AA: 20 %'),
  ('gst_commission_rate_bp', 1800, '2017-07-01', NULL, 'GST on a registered partner''s commission: 18 % (CGST 9 + SGST 9 in Rajasthan, else IGST 18)'),
  ('payout_minimum_net_paise', 50000, '2017-04-01', NULL, 'A net payout below ₹500 is carried forward to the next run');
--> statement-breakpoint
ALTER TABLE "systems" ADD CONSTRAINT "systems_billing_day_check" CHECK ("billing_day" IS NULL OR "billing_day" BETWEEN 1 AND 28);
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_amount_check" CHECK ("amount_paise" > 0);
