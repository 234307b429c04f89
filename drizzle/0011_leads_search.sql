DROP INDEX "leads_contact_name_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_email_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_business_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(contact_name || chr(31) || email || chr(31) || business_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search" gin_trgm_ops);