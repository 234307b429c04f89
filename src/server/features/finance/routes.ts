import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '#server/lib/file-name.ts';
import { siteOrigin } from '#server/lib/site-origin.ts';
import { parseFinancialYear } from '#shared/finance.ts';
import { adminListQuerySchema } from '#shared/schemas/admin.ts';
import {
  agingQuerySchema,
  agingSchema,
  billIdParamsSchema,
  billPageSchema,
  billRunResultSchema,
  billSchema,
  creditNoteSchema,
  customerBillsSchema,
  financePatterns,
  financeSettingSchema,
  financeSettingsResponseSchema,
  markPaidSchema,
  partnerStatementsSchema,
  paymentSchema,
  payoutProfileResponseSchema,
  payoutProfileSchema,
  payoutRunPageSchema,
  payoutRunSchema,
  recordPaymentSchema,
  runIdParamsSchema,
  runMonthSchema,
  settingIdParamsSchema,
  statementIdParamsSchema,
  tdsQuerySchema,
  updateFinanceSettingSchema,
} from '#shared/schemas/finance.ts';
import { currentUser } from '../sessions/index.ts';
import {
  aging,
  billPdf,
  customerBills,
  issueCreditNote,
  listBills,
  recordPayment,
  runBills,
  sendAgingCsv,
} from './bills.ts';
import {
  listPayoutRuns,
  markPaid,
  partnerStatements,
  runPayouts,
  sendBankFile,
  sendTdsReport,
  statementPdf,
} from './payouts.ts';
import {
  getPayoutProfile,
  listFinanceSettings,
  putPayoutProfile,
  updateFinanceSetting,
} from './profile.ts';

const sendPdf = (reply: FastifyReply, file: { pdf: Buffer; fileName: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(`${file.fileName}.pdf`))
    .header('cache-control', 'private, no-store')
    .send(file.pdf);

/** Bills to PPA customers and payouts to partners (docs/product.md, "Bills and payouts"). */
export async function financeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({
    db: app.db,
    mailer: app.mailer,
    origin: siteOrigin(app.config),
    secrets: app.secrets,
  });

  app.get(
    financePatterns.adminBills,
    {
      schema: {
        querystring: adminListQuerySchema,
        response: { 200: billPageSchema },
        description: 'Bills and credit notes, newest first; `format=csv` exports them all.',
      },
    },
    async (request, reply) => {
      const page = await listBills(app.db, reply, request.query, app.now());
      return page ?? reply;
    },
  );

  app.post(
    financePatterns.runBills,
    {
      schema: {
        body: runMonthSchema,
        response: { 200: billRunResultSchema },
        description:
          'Bills an ended month for every commissioned PPA plant with a reading: units × the tariff of the contract year. Idempotent: a plant billed for the month is skipped.',
      },
    },
    async (request) =>
      runBills(deps(), { month: request.body.month, actorId: currentUser(request).id }, app.now()),
  );

  app.get(
    financePatterns.billPdf,
    {
      schema: {
        params: billIdParamsSchema,
        description: 'A bill’s PDF: for the plant’s customer, or staff who read bills (else 404).',
      },
    },
    async (request, reply) =>
      sendPdf(reply, await billPdf(app.db, currentUser(request), request.params.id)),
  );

  app.post(
    financePatterns.billPayments,
    {
      schema: {
        params: billIdParamsSchema,
        body: recordPaymentSchema,
        response: { 201: z.object({ bill: billSchema, payment: paymentSchema }) },
        description:
          'Records a payment (amount in paise, date, UTR); partial payments add up. More than is left to pay: 409.',
      },
    },
    async (request, reply) => {
      const result = await recordPayment(
        app.db,
        { billId: request.params.id, ...request.body, actorId: currentUser(request).id },
        app.now(),
      );
      return reply.code(201).send(result);
    },
  );

  app.post(
    financePatterns.billCreditNote,
    {
      schema: {
        params: billIdParamsSchema,
        body: creditNoteSchema,
        response: { 201: z.object({ creditNote: billSchema }) },
        description: 'A correction: a credit note of its own series against the bill.',
      },
    },
    async (request, reply) => {
      const creditNote = await issueCreditNote(
        deps(),
        { billId: request.params.id, ...request.body, actorId: currentUser(request).id },
        app.now(),
      );
      return reply.code(201).send({ creditNote });
    },
  );

  app.get(
    financePatterns.aging,
    {
      schema: {
        querystring: agingQuerySchema,
        response: { 200: agingSchema },
        description:
          'Unpaid balances by days past due (0–30, 31–60, 61–90, 90+); `format=csv` lists each bill.',
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') return sendAgingCsv(app.db, reply, app.now());
      const { open: _open, ...report } = await aging(app.db, app.now());
      return report;
    },
  );

  app.get(
    financePatterns.customerBills,
    {
      schema: {
        response: { 200: customerBillsSchema },
        description: 'The caller’s bills, each with its payments.',
      },
    },
    async (request) => customerBills(app.db, currentUser(request), app.now()),
  );

  app.get(
    financePatterns.payoutProfile,
    {
      schema: {
        response: { 200: payoutProfileResponseSchema },
        description: 'The partner’s payout profile (the account number’s last four digits).',
      },
    },
    async (request) => getPayoutProfile(app, currentUser(request), app.now()),
  );

  app.put(
    financePatterns.payoutProfile,
    {
      schema: {
        body: payoutProfileSchema,
        response: { 200: payoutProfileResponseSchema },
        description:
          'Saves the payout profile. A change of an existing one mails the partner and holds their payouts for 24 hours; the first is not held.',
      },
    },
    async (request) => putPayoutProfile(deps(), currentUser(request), request.body, app.now()),
  );

  app.post(
    financePatterns.runPayouts,
    {
      schema: {
        body: runMonthSchema,
        response: { 200: payoutRunSchema },
        description:
          'The month’s payout run: approved entries per partner with GST, TDS and net; net below ₹500 carried forward, a changed profile held. One run per month (idempotent).',
      },
    },
    async (request) =>
      runPayouts(
        deps(),
        { month: request.body.month, actorId: currentUser(request).id },
        app.now(),
      ),
  );

  app.get(
    financePatterns.adminPayouts,
    {
      schema: {
        querystring: adminListQuerySchema,
        response: { 200: payoutRunPageSchema },
        description: 'Payout runs, newest first, each with its statements.',
      },
    },
    async (request, reply) => {
      const page = await listPayoutRuns(app.db, reply, request.query, app.now());
      return page ?? reply;
    },
  );

  app.get(
    financePatterns.bankFile,
    {
      schema: {
        params: runIdParamsSchema,
        description: 'The bank’s bulk-payment CSV: name, account, IFSC, amount, reference.',
      },
    },
    async (request, reply) => sendBankFile(app, reply, request.params.id),
  );

  app.post(
    financePatterns.markPaid,
    {
      schema: {
        params: runIdParamsSchema,
        body: markPaidSchema,
        response: { 200: payoutRunSchema },
        description:
          'Records partners paid with the UTR: their rewards become paid; each is mailed.',
      },
    },
    async (request) =>
      markPaid(
        deps(),
        { runId: request.params.id, items: request.body.items, actorId: currentUser(request).id },
        app.now(),
      ),
  );

  app.get(
    financePatterns.statementPdf,
    {
      schema: {
        params: statementIdParamsSchema,
        description: 'A statement’s PDF: for its partner, or staff who read payouts (else 404).',
      },
    },
    async (request, reply) =>
      sendPdf(reply, await statementPdf(app.db, currentUser(request), request.params.id)),
  );

  app.get(
    financePatterns.partnerStatements,
    {
      schema: {
        response: { 200: partnerStatementsSchema },
        description: 'The caller’s statements and this financial year’s totals.',
      },
    },
    async (request) => partnerStatements(app.db, currentUser(request), app.now()),
  );

  app.get(
    financePatterns.tds,
    {
      schema: {
        querystring: tdsQuerySchema,
        description: 'The financial year’s TDS per partner (PAN, commission, tax) as CSV.',
      },
    },
    async (request, reply) =>
      sendTdsReport(app.db, reply, parseFinancialYear(request.query.fy) as number),
  );

  app.get(
    financePatterns.settings,
    {
      schema: {
        response: { 200: financeSettingsResponseSchema },
        description: 'The dated rates and thresholds (TDS, GST, smallest payout).',
      },
    },
    async () => listFinanceSettings(app.db),
  );

  app.put(
    financePatterns.setting,
    {
      schema: {
        params: settingIdParamsSchema,
        body: updateFinanceSettingSchema,
        response: { 200: z.object({ setting: financeSettingSchema }) },
        description: 'Changes a setting row’s value or dates, with an audit row.',
      },
    },
    async (request) =>
      updateFinanceSetting(
        app.db,
        { id: request.params.id, ...request.body, actorId: currentUser(request).id },
        app.now(),
      ),
  );
}
