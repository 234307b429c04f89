CREATE TABLE "project_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"milestone_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"planned_on" text,
	"done_on" text,
	"owner_id" text,
	"reference" text,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_key" text,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "rewards_lead_id_idx";--> statement-breakpoint
ALTER TABLE "rewards" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "part" text DEFAULT 'won' NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "amount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_milestone_id_project_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."project_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_attachments_milestone_idx" ON "project_attachments" USING btree ("milestone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_milestones_project_key_idx" ON "project_milestones" USING btree ("project_id","key");--> statement-breakpoint
CREATE INDEX "project_milestones_owner_idx" ON "project_milestones" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_lead_id_idx" ON "projects" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "projects_next_key_idx" ON "projects" USING btree ("next_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_lead_part_idx" ON "rewards" USING btree ("lead_id","part");--> statement-breakpoint-- custom SQL (keep at merge)
-- Rewards before the split were one whole entry per lead: each becomes the `won` part (the
-- column's default) with its full amount, in paise (decision 049).
UPDATE "rewards" SET "amount_paise" = "amount" * 100, "reason" = 'won' WHERE "amount" IS NOT NULL;--> statement-breakpoint
-- Every lead already won gets its project and nine milestones. A plant already recorded as
-- commissioned makes a commissioned project, every milestone done on the commissioning date.
INSERT INTO "projects" ("lead_id", "status", "next_key", "created_at", "updated_at")
SELECT l."id",
       CASE WHEN s."commissioned_on" IS NOT NULL THEN 'commissioned' ELSE 'active' END,
       CASE WHEN s."commissioned_on" IS NOT NULL THEN NULL ELSE 'survey_report' END,
       coalesce(l."closed_at", now()), now()
FROM "leads" l LEFT JOIN "systems" s ON s."lead_id" = l."id"
WHERE l."stage" = 'won'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "project_milestones" ("project_id", "key", "status", "done_on", "note")
SELECT p."id", k."key",
       CASE WHEN p."status" = 'commissioned' THEN 'done' ELSE 'pending' END,
       CASE WHEN p."status" = 'commissioned' THEN s."commissioned_on" END,
       CASE WHEN p."status" = 'commissioned' THEN 'Recorded before milestones were tracked' END
FROM "projects" p
LEFT JOIN "systems" s ON s."lead_id" = p."lead_id"
CROSS JOIN (VALUES ('survey_report'), ('design_approved'), ('discom_applied'),
  ('discom_feasibility'), ('material_delivered'), ('installed'), ('ceig_inspection'),
  ('net_meter'), ('commissioned')) AS k("key")
ON CONFLICT DO NOTHING;
