CREATE TABLE "readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"month" text NOT NULL,
	"kwh" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"size_kw" numeric NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"reference" text
);
--> statement-breakpoint
CREATE TABLE "systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"customer_user_id" text,
	"size_kw" numeric NOT NULL,
	"commissioned_on" text,
	"rate_per_kwh" numeric NOT NULL,
	"model" text NOT NULL,
	"stage" text DEFAULT 'initial_consultation' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "systems" ADD CONSTRAINT "systems_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "systems" ADD CONSTRAINT "systems_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "readings_system_month_idx" ON "readings" USING btree ("system_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_lead_id_idx" ON "rewards" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "rewards_partner_id_idx" ON "rewards" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "rewards_earned_at_idx" ON "rewards" USING btree ("earned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "systems_lead_id_idx" ON "systems" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "systems_customer_user_id_idx" ON "systems" USING btree ("customer_user_id");