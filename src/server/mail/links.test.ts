import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_QUERY_PARAM, LANGUAGES } from '#shared/languages.ts';
import { HINDI_PREFIX, splitLanguage } from '#shared/paths.ts';
import { outbox } from '../db/schema.ts';
import { PASSWORD_RESET_JOB } from '../features/auth/recovery.ts';
import { newAccount } from '../features/auth/test-support.ts';
import { partnerWithLead, plantInput, winLead } from '../features/plants/test-support.ts';
import {
  buildTestApp,
  jobsSettled,
  signedInAgent,
  TestAgent,
  type TestApp,
} from '../test/helper.ts';
import { mailLink } from './links.ts';

/** The language an address opens in: its `/hi/` twin, or the `?lang=` of a single-address page. */
function languageOf(url: URL) {
  const linked = url.searchParams.get(LANGUAGE_QUERY_PARAM);
  if (linked) return linked;
  return splitLanguage(url.pathname).language;
}

describe('every mailed link opens in the recipient’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.jobs.start();
  });
  afterAll(() => t.close());

  const linksTo = async (to: string) => {
    await jobsSettled(t, PASSWORD_RESET_JOB);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, to));
    const urls = mails.flatMap((mail) =>
      [...mail.text.matchAll(/https?:\/\/[^\s"<>]+/g)].map(
        (m) => new URL(m[0].replace(/[.,)]+$/, '')),
      ),
    );
    return urls;
  };

  it.each(LANGUAGES)('confirmation, reset and invitation in %s', async (language) => {
    const account = newAccount({ language });
    const agent = new TestAgent(t.app);
    const registered = await agent.post('/api/auth/register', account);
    expect(registered.statusCode).toBe(201);
    await agent.post('/api/auth/email/resend');
    const { user } = await signedInAgent(t, 'customer', { language });
    await new TestAgent(t.app).post('/api/auth/password/forgot', { email: user.email });

    const admin = (await signedInAgent(t, 'admin')).agent;
    const lead = await partnerWithLead(t, admin);
    await winLead(t, lead.leadId);
    await admin.request({
      method: 'PUT',
      url: `/api/admin/leads/${lead.leadId}/plant`,
      payload: plantInput(),
    });
    const invited = await admin.post(`/api/admin/leads/${lead.leadId}/invite`, { language });
    expect(invited.statusCode).toBe(200);

    const links = [
      ...(await linksTo(account.email)).map((url) => ({ url, want: language })),
      ...(await linksTo(user.email)).map((url) => ({ url, want: language })),
      ...(await linksTo(invited.json().email)).map((url) => ({ url, want: language })),
    ];
    expect(links.map(({ url }) => url.pathname)).toEqual(
      expect.arrayContaining(['/auth/confirm', '/auth/reset']),
    );
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const { url, want } of links) expect(languageOf(url), url.href).toBe(want);
  });

  it('puts a page with a twin at its twin, and any other page’s language in the query', () => {
    expect(mailLink('https://x.example', '/partner', 'hi')).toBe(
      `https://x.example${HINDI_PREFIX}/partner`,
    );
    expect(mailLink('https://x.example', '/auth/reset', 'hi', { token: 'abc' })).toBe(
      'https://x.example/auth/reset?token=abc&lang=hi',
    );
    expect(mailLink('https://x.example', '/partner', 'en')).toBe('https://x.example/partner');
  });

  it('is the one place that writes an address of the site into a mail', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|test-support|\/test\//.test(file)) {
          const source = readFileSync(file, 'utf8');
          // In code that writes mail, an origin glued to a path: a link built by hand.
          if (
            /mail/i.test(source) &&
            /\$\{[\w.]*origin\}[/$]/i.test(source) &&
            !file.endsWith(`mail${path.sep}links.ts`)
          )
            offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
