CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"system_kw" numeric NOT NULL,
	"valid_until" text NOT NULL,
	"offers" jsonb NOT NULL,
	"gst_rate" numeric NOT NULL,
	"figures" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"token_hash" text,
	"pdf" "bytea",
	"pdf_sha256" text,
	"replaced_at" timestamp with time zone,
	"first_viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_ip" text,
	"accepted_user_agent" text
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_lead_version_idx" ON "proposals" USING btree ("lead_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_token_hash_idx" ON "proposals" USING btree ("token_hash");