-- The admin's summary cards read row_counts instead of counting tables that grow to millions of
-- rows. Statement triggers keep the counts in the transaction of every insert, update and delete
-- (cascades included), then the counts are filled from the rows already there: the triggers are
-- created first, so the tables are locked against writes until this migration commits.
CREATE OR REPLACE FUNCTION row_counts_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO row_counts AS c (key, n)
    SELECT key, value::bigint FROM jsonb_each_text(deltas) WHERE value::bigint <> 0
  ON CONFLICT (key) DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_count_keys(stage text, is_eligible boolean) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['leads', 'leads.stage.' || stage,
    CASE WHEN is_eligible THEN 'leads.eligible' END], NULL);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_leads() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(key, n) INTO deltas FROM (
      SELECT key, count(*) AS n FROM new_rows, unnest(lead_count_keys(stage, is_eligible)) key
      GROUP BY key) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(key, n) INTO deltas FROM (
      SELECT key, -count(*) AS n FROM old_rows, unnest(lead_count_keys(stage, is_eligible)) key
      GROUP BY key) d;
  ELSE
    SELECT jsonb_object_agg(key, n) INTO deltas FROM (
      SELECT key, sum(n) AS n FROM (
        SELECT key, 1 AS n FROM new_rows, unnest(lead_count_keys(stage, is_eligible)) key
        UNION ALL
        SELECT key, -1 FROM old_rows, unnest(lead_count_keys(stage, is_eligible)) key) u
      GROUP BY key HAVING sum(n) <> 0) d;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM row_counts_add(deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_count_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_leads();
--> statement-breakpoint
CREATE TRIGGER leads_count_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_leads();
--> statement-breakpoint
CREATE TRIGGER leads_count_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_leads();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_partners() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_build_object('partners', count(*),
      'partners.pending', count(*) FILTER (WHERE status = 'pending')) INTO deltas FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_build_object('partners', -count(*),
      'partners.pending', -count(*) FILTER (WHERE status = 'pending')) INTO deltas FROM old_rows;
  ELSE
    SELECT jsonb_build_object('partners.pending',
      (SELECT count(*) FROM new_rows WHERE status = 'pending')
      - (SELECT count(*) FROM old_rows WHERE status = 'pending')) INTO deltas;
  END IF;
  PERFORM row_counts_add(deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER partners_count_insert AFTER INSERT ON partners REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_partners();
--> statement-breakpoint
CREATE TRIGGER partners_count_update AFTER UPDATE ON partners
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_partners();
--> statement-breakpoint
CREATE TRIGGER partners_count_delete AFTER DELETE ON partners REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_partners();
--> statement-breakpoint
-- documents.leads: the leads that have at least one document (a document never changes lead).
CREATE OR REPLACE FUNCTION count_documents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_build_object('documents', (SELECT count(*) FROM new_rows),
      'documents.leads', (SELECT count(DISTINCT n.lead_id) FROM new_rows n
        WHERE NOT EXISTS (SELECT 1 FROM documents d WHERE d.lead_id = n.lead_id
          AND d.id NOT IN (SELECT id FROM new_rows)))) INTO deltas;
  ELSE
    SELECT jsonb_build_object('documents', -(SELECT count(*) FROM old_rows),
      'documents.leads', -(SELECT count(DISTINCT o.lead_id) FROM old_rows o
        WHERE NOT EXISTS (SELECT 1 FROM documents d WHERE d.lead_id = o.lead_id))) INTO deltas;
  END IF;
  PERFORM row_counts_add(deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER documents_count_insert AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_documents();
--> statement-breakpoint
CREATE TRIGGER documents_count_delete AFTER DELETE ON documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_documents();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM row_counts_add(jsonb_build_object('contacts', (SELECT count(*) FROM new_rows)));
  ELSE
    PERFORM row_counts_add(jsonb_build_object('contacts', -(SELECT count(*) FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_count_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_contacts();
--> statement-breakpoint
CREATE TRIGGER contacts_count_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_contacts();
--> statement-breakpoint
INSERT INTO row_counts (key, n)
  SELECT key, count(*) FROM leads, unnest(lead_count_keys(stage, is_eligible)) key GROUP BY key
  UNION ALL SELECT 'partners', count(*) FROM partners
  UNION ALL SELECT 'partners.pending', count(*) FROM partners WHERE status = 'pending'
  UNION ALL SELECT 'documents', count(*) FROM documents
  UNION ALL SELECT 'documents.leads', count(DISTINCT lead_id) FROM documents
  UNION ALL SELECT 'contacts', count(*) FROM contacts
ON CONFLICT (key) DO UPDATE SET n = excluded.n;
