CREATE TABLE "row_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "contacts_created_at_idx";--> statement-breakpoint
DROP INDEX "documents_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_created_at_idx";--> statement-breakpoint
DROP INDEX "partners_created_at_idx";--> statement-breakpoint
DROP INDEX "rewards_earned_at_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_action_trgm_idx" ON "audit_log" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_target_type_trgm_idx" ON "audit_log" USING gin ("target_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_target_id_trgm_idx" ON "audit_log" USING gin ("target_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_file_name_trgm_idx" ON "documents" USING gin ("file_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_partner_created_at_idx" ON "leads" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_contact_name_trgm_idx" ON "leads" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_business_name_trgm_idx" ON "leads" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_full_name_trgm_idx" ON "partners" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_email_trgm_idx" ON "partners" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_company_name_trgm_idx" ON "partners" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rewards_partner_earned_at_idx" ON "rewards" USING btree ("partner_id","earned_at","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_trgm_idx" ON "users" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rewards_earned_at_idx" ON "rewards" USING btree ("earned_at","id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");