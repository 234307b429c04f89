import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/helper.ts';
import { LEAD_STAGES } from '#shared/lead-pipeline.ts';
import { getAdminSummary } from './service.ts';

/** The summary as counting the tables themselves would give it. */
async function countedSummary(t: TestApp) {
  const one = async (text: string) =>
    Number(((await t.database.db.execute(sql.raw(text))) as { rows: { n: unknown }[] }).rows[0]!.n);
  const summary = await getAdminSummary(t.database.db, t.clock.now(), 'admin');
  return {
    stored: summary,
    counted: {
      partners: {
        total: await one('select count(*) n from partners'),
        pending: await one(`select count(*) n from partners where status = 'pending'`),
      },
      leads: {
        total: await one('select count(*) n from leads'),
        eligible: await one('select count(*) n from leads where is_eligible'),
        byStage: Object.fromEntries(
          await Promise.all(
            LEAD_STAGES.map(async (stage) => [
              stage,
              await one(`select count(*) n from leads where stage = '${stage}'`),
            ]),
          ),
        ),
      },
      documents: {
        total: await one('select count(*) n from documents'),
        leadsWithDocuments: await one('select count(distinct lead_id) n from documents'),
      },
      contacts: {
        total: await one('select count(*) n from contacts'),
        recent: summary.contacts!.recent,
      },
    },
  };
}

describe('the summary cards’ stored counts', () => {
  let t: TestApp;
  const run = (text: string) => t.database.db.execute(sql.raw(text));
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it.each([
    [
      'inserts of many rows in one statement',
      `insert into users (id, email, password_hash) select 'u' || i, 'u' || i || '@seed.example', 'x' from generate_series(1, 6) i;
       insert into partners (user_id, full_name, email, phone, city, state, status)
         select 'u' || i, 'P' || i, 'p' || i || '@seed.example', '+91 98290 00000', 'Jaipur', 'Rajasthan',
           case when i % 2 = 0 then 'pending' else 'approved' end from generate_series(1, 6) i;
       insert into leads (partner_id, contact_name, email, phone, business_name, address, city, state, monthly_bill, is_eligible, stage)
         select (select min(id) from partners) + i % 6, 'L' || i, 'l' || i || '@seed.example', '+91 98765 43210', 'B' || i,
           'Plot', 'Jaipur', 'Rajasthan', 20000, i % 3 = 0, case when i % 4 = 0 then 'qualified' else 'new' end
         from generate_series(1, 40) i;
       insert into documents (lead_id, type, file_name, mime_type, size, content)
         select (select min(id) from leads) + i % 7, 'pan_card', 'f.pdf', 'application/pdf', 1, ''::bytea from generate_series(1, 20) i;
       insert into contacts (name, email, phone, subject, message) select 'C', 'c@seed.example', '+91 90000 00000', 'S', 'M' from generate_series(1, 3);`,
    ],
    [
      'updates of stage, eligibility and status',
      `update leads set stage = 'lost', is_eligible = not is_eligible where id % 5 = 0;
       update partners set status = 'approved' where status = 'pending' and id % 4 = 0;`,
    ],
    [
      'deleting some of a lead’s documents, then the rest',
      `delete from documents where id % 2 = 0; delete from documents where lead_id = (select min(lead_id) from documents);`,
    ],
    [
      'cascades: a partner deleted with its leads and their documents',
      `delete from partners where id = (select partner_id from leads where id = (select min(lead_id) from documents));`,
    ],
    [
      'deleting contacts and leads',
      `delete from contacts where id = (select min(id) from contacts); delete from leads where id % 3 = 0;`,
    ],
  ])('stay equal to the tables after %s', async (_kind, statements) => {
    for (const statement of statements.split(';').filter((text) => text.trim()))
      await run(statement);
    const { stored, counted } = await countedSummary(t);
    expect(stored).toEqual(counted);
  });
});
