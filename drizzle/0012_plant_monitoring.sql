CREATE TABLE "daily_generation" (
	"system_id" integer NOT NULL,
	"day" text NOT NULL,
	"kwh" numeric NOT NULL,
	"readings" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_generation_pk" PRIMARY KEY("system_id","day")
);
--> statement-breakpoint
CREATE TABLE "ingestion_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interval_readings" (
	"system_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"kwh" numeric NOT NULL,
	"day" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interval_readings_pk" PRIMARY KEY("system_id","at")
);
--> statement-breakpoint
CREATE TABLE "plant_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"kind" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"ticket_id" integer
);
--> statement-breakpoint
CREATE TABLE "ticket_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"by_customer" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"raised_by" text,
	"owner_id" text,
	"photo" "bytea",
	"photo_mime_type" text,
	"acknowledge_due_at" timestamp with time zone NOT NULL,
	"resolve_due_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"search" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "latitude" numeric;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "longitude" numeric;--> statement-breakpoint
ALTER TABLE "daily_generation" ADD CONSTRAINT "daily_generation_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingestion_keys" ADD CONSTRAINT "ingestion_keys_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingestion_keys" ADD CONSTRAINT "ingestion_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interval_readings" ADD CONSTRAINT "interval_readings_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_alerts" ADD CONSTRAINT "plant_alerts_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_alerts" ADD CONSTRAINT "plant_alerts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_status_changes" ADD CONSTRAINT "ticket_status_changes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_status_changes" ADD CONSTRAINT "ticket_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingestion_keys_hash_idx" ON "ingestion_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "ingestion_keys_system_idx" ON "ingestion_keys" USING btree ("system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plant_alerts_open_idx" ON "plant_alerts" USING btree ("system_id","kind") WHERE "plant_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "ticket_comments_ticket_idx" ON "ticket_comments" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_status_changes_ticket_idx" ON "ticket_status_changes" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_created_at_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_system_idx" ON "tickets" USING btree ("system_id","status");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_search_trgm_idx" ON "tickets" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
-- custom SQL (keep at merge)
ALTER TABLE "interval_readings" ADD CONSTRAINT "interval_readings_kwh_check" CHECK ("kwh" >= 0 AND "minutes" IN (5, 15, 60));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_check" CHECK ("status" IN ('open', 'acknowledged', 'in_progress', 'resolved', 'closed'));--> statement-breakpoint
ALTER TABLE "plant_alerts" ADD CONSTRAINT "plant_alerts_kind_check" CHECK ("kind" IN ('no_data', 'low_generation'));
