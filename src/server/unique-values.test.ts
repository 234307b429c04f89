import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { registerSchema } from '../shared/schemas/auth.ts';
import { partnerApplicationSchema } from '../shared/schemas/partners.ts';
import { newAccount } from './features/auth/test-support.ts';
import { application } from './features/partners/test-support.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from './test/helper.ts';

/**
 * Names that case mapping treats differently in JavaScript, in PostgreSQL and across locales:
 * Greek final sigma, Turkish dotted and dotless i, German sharp s, the Kelvin sign, fullwidth
 * letters, titlecase digraphs. Each base comes with spellings that some rule or other calls the
 * same; each case sends the base, the base again, then the variants.
 */
const UNICODE_CASES: [string, string[]][] = [
  ['xΟΔΟΣ', ['xοδος', 'xοδοσ', 'XΟΔΟΣ', 'xΟΔΟς']],
  ['kadİr', ['kadir', 'KADIR', 'kadır', 'KADİR', 'kadi̇r']],
  ['straße', ['Straße', 'STRASSE', 'strasse', 'STRAẞE', 'straẞe']],
  ['\u212Aelvin', ['kelvin', 'KELVIN', '\u212AELVIN']],
  ['ａｓｈａ', ['asha', 'ASHA', 'ＡＳＨＡ', 'Ａsha']],
  ['Ǆemal', ['ǆemal', 'ǅemal', 'DŽemal', 'džemal']],
];

/**
 * Unique indexes whose values the server makes itself (UUIDs, hashes, counter keys); primary keys
 * on serial columns are found in the catalogue below, so a new table's id needs no entry here.
 */
// account_tokens_hash_idx: the SHA-256 of 32 random bytes the server drew.
const SERVER_KEYS = new Set([
  'users_pkey',
  'sessions_pkey',
  'rate_limits_pkey',
  // The summary's counter keys, written by the triggers of migration 0008 only.
  'row_counts_pkey',
  // Record ids and months the server upserts on (earnings.test.ts and systems.test.ts).
  'systems_lead_id_idx',
  'readings_system_month_idx',
  // A reward part per lead, a project per lead, a milestone per project and key (features/projects).
  'rewards_lead_part_idx',
  'projects_lead_id_idx',
  'project_milestones_project_key_idx',
  // Logger data: plant and time or IST day, an open alert per plant and kind, the SHA-256 of a
  // key the server drew (features/monitoring).
  'daily_generation_pk',
  'interval_readings_pk',
  'ingestion_keys_hash_idx',
  'plant_alerts_open_idx',
  // Money: numbers the server counts out, validated months and days, record ids (features/finance).
  'payout_profiles_pkey',
  'bills_number_idx',
  'bills_system_month_idx',
  'document_series_series_fy_idx',
  'finance_settings_key_from_idx',
  'payout_entries_reward_idx',
  'payout_runs_month_idx',
  'payout_statements_run_partner_idx',
  'payout_statements_number_idx',
  'account_tokens_hash_idx',
  // A proposal's version number (counted under a lock) and its link's SHA-256 of 32 random bytes.
  'proposals_lead_version_idx',
  'proposals_token_hash_idx',
  // An account id and the SHA-256 of a recovery code the server drew (features/mfa).
  'mfa_recovery_codes_user_hash_idx',
]);

let serial = 0;
const nextSerial = () => ++serial;

/** Each spelling with the same suffix, so that each case starts from an unused name. */
const suffixed = (values: string[], suffix: string) => values.map((value) => `${value}${suffix}`);

/** An e-mail whose local part is `name`: ASCII case variants are one address, others invalid. */
const emailOf = (name: string) => `${name}@unicode.example`;

describe('every unique index judges Unicode case variants without a 5xx', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Whether a stored row's `column` equals `value` as the unique index on lower(column) sees it. */
  async function takenInDatabase(table: string, column: string, value: string): Promise<boolean> {
    const result = (await t.database.db.execute(
      sql`select exists (select 1 from ${sql.identifier(table)} where lower(${sql.identifier(column)}) = lower(${value})) as taken`,
    )) as unknown as { rows: { taken: boolean }[] };
    return result.rows[0]!.taken;
  }

  const register = (overrides: Record<string, string>) =>
    new TestAgent(t.app).post('/api/auth/register', newAccount(overrides));

  /** 400 when the schema refuses the value, 409 when a unique index finds it taken, else 201. */
  async function expectedStatus(
    schema: ZodType,
    value: string,
    takenIn: [table: string, column: string][],
  ): Promise<number> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) return 400;
    for (const [table, column] of takenIn)
      if (await takenInDatabase(table, column, parsed.data as string)) return 409;
    return 201;
  }

  function expectAnswer(
    response: { statusCode: number; body: string },
    expected: number,
    field: string,
    label: string,
  ) {
    expect(response.statusCode, `${label}: ${response.body}`).toBe(expected);
    const body = JSON.parse(response.body);
    if (expected === 409) expect(body.error.fields?.[field], label).toEqual(expect.any(String));
  }

  it.each(UNICODE_CASES)('sign-up usernames: %s and its variants', async (base, variants) => {
    const suffix = `_${nextSerial()}`;
    for (const username of suffixed([base, base, ...variants], suffix)) {
      const expected = await expectedStatus(registerSchema.shape.username, username, [
        ['users', 'username'],
      ]);
      expectAnswer(await register({ username }), expected, 'username', username);
    }
  });

  it.each(UNICODE_CASES)('sign-up e-mails: %s and its variants', async (base, variants) => {
    const suffix = `.${nextSerial()}`;
    for (const name of suffixed(['plain', 'PLAIN', base, base, ...variants], suffix)) {
      const email = emailOf(name);
      const expected = await expectedStatus(registerSchema.shape.email, email, [
        ['users', 'email'],
      ]);
      expectAnswer(await register({ email }), expected, 'email', email);
    }
  });

  it.each(UNICODE_CASES)(
    'partner applications by visitors: %s and its variants',
    async (base, variants) => {
      const suffix = `.${nextSerial()}`;
      for (const name of suffixed(['plain', 'Plain', base, base, ...variants], suffix)) {
        const email = emailOf(name);
        const expected = await expectedStatus(partnerApplicationSchema.shape.email, email, [
          ['users', 'email'],
          ['partners', 'email'],
        ]);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/partners/signup',
          remoteAddress: `198.51.100.${nextSerial() % 250}`,
          payload: application({ email, password: 'Ghoomar-Rooftop-42' }),
        });
        expectAnswer(response, expected, 'email', email);
      }
    },
  );

  it('a partner application is one per account, however often it is sent', async () => {
    const { agent, user } = await signedInAgent(t, 'customer');
    const first = await agent.post('/api/partners/signup', application({ email: user.email }));
    expect(first.statusCode).toBe(201);
    const again = await agent.post(
      '/api/partners/signup',
      application({ email: user.email.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
  });

  it.each(UNICODE_CASES)(
    'newsletter, codes and reactions: %s and its variants',
    async (base, variants) => {
      const suffix = `.${nextSerial()}`;
      const { agent } = await signedInAgent(t, 'customer');
      for (const name of suffixed(['plain', 'PLAIN', base, base, ...variants], suffix)) {
        const email = emailOf(name);
        const from = `203.0.113.${nextSerial() % 250}`;
        const newsletter = await t.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          remoteAddress: from,
          payload: { email, language: 'en' },
        });
        expect(newsletter.statusCode, `newsletter ${email}: ${newsletter.body}`).toBeLessThan(500);
        const code = await t.app.inject({
          method: 'POST',
          url: '/api/verify/send',
          remoteAddress: from,
          payload: { email, language: 'en' },
        });
        expect(code.statusCode, `verify/send ${email}: ${code.body}`).toBeLessThan(500);
        const reaction = await agent.post('/api/feedback', {
          entityType: 'project',
          entityId: 1,
          reaction: 'heart',
        });
        expect(reaction.statusCode).toBe(200);
      }
      const rows = (await t.database.db.execute(
        sql`select lower(email) as email, count(*)::int as n from newsletter group by 1 having count(*) > 1`,
      )) as unknown as { rows: unknown[] };
      expect(rows.rows).toEqual([]);
    },
  );

  it('has a case above for every unique index the schema holds', async () => {
    const result = (await t.database.db.execute(
      sql`select indexname from pg_indexes where schemaname = 'public' and indexdef like 'CREATE UNIQUE INDEX%'`,
    )) as unknown as { rows: { indexname: string }[] };
    const covered = new Set([
      'users_email_lower_idx',
      'users_username_lower_idx',
      'partners_email_lower_idx',
      'partners_user_id_idx',
      'newsletter_email_lower_idx',
      'verification_codes_pkey',
      'feedback_user_entity_idx',
    ]);
    const serialKeys = (await t.database.db.execute(
      sql`select i.relname as indexname from pg_index x
          join pg_class i on i.oid = x.indexrelid
          join pg_attrdef d on d.adrelid = x.indrelid and d.adnum = any(x.indkey)
          where x.indisprimary and pg_get_expr(d.adbin, d.adrelid) like 'nextval(%'`,
    )) as unknown as { rows: { indexname: string }[] };
    const serverMade = new Set([...SERVER_KEYS, ...serialKeys.rows.map((row) => row.indexname)]);
    const indexes = result.rows.map((row) => row.indexname);
    expect(indexes.filter((name) => !covered.has(name) && !serverMade.has(name))).toEqual([]);
    expect([...covered].filter((name) => !indexes.includes(name))).toEqual([]);
  });
});
