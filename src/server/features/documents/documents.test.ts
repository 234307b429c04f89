import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, type TestAgent, type TestApp } from '#server/test/helper.ts';
import { DOCUMENT_MAX_BYTES } from '#shared/document-uploads.ts';
import { leadInput } from '../leads/test-support.ts';
import { partnerAgent } from '../partners/test-support.ts';
import { htmlDisguisedAsPdf, sampleJpeg, samplePdf, samplePng } from './sample-files.ts';
import { type FilePart, pdf, upload } from './test-support.ts';

describe('lead documents', () => {
  let t: TestApp;
  let admin: TestAgent;
  let owner: Awaited<ReturnType<typeof partnerAgent>>;
  let other: Awaited<ReturnType<typeof partnerAgent>>;
  let eligibleLeadId: number;

  const documentCountOf = async (agent: TestAgent, leadId: number) =>
    (await agent.get('/api/leads')).json().leads.find((l: { id: number }) => l.id === leadId)
      .documentCount;
  const storedDocuments = async () => (await t.database.db.select().from(documents)).length;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
    owner = await partnerAgent(t, admin);
    other = await partnerAgent(t, admin);
    const created = await owner.agent.post('/api/leads', leadInput({ monthlyBill: 75_000 }));
    eligibleLeadId = created.json().lead.id;
  });
  afterAll(() => t.close());

  it('stores a real PDF, PNG and JPEG and counts them on the lead', async () => {
    const files: (FilePart & { type: string; mimeType: string })[] = [
      { ...pdf(), type: 'electricity_bill', mimeType: 'application/pdf' },
      {
        name: 'pan card.png',
        contentType: 'image/png',
        content: samplePng(),
        type: 'pan_card',
        mimeType: 'image/png',
      },
      {
        name: 'bank-statement.jpeg',
        contentType: 'image/jpeg',
        content: sampleJpeg(),
        type: 'bank_statements',
        mimeType: 'image/jpeg',
      },
    ];
    for (const file of files) {
      const response = await upload(owner.agent, eligibleLeadId, file.type, file);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message: 'Document uploaded successfully',
        document: {
          leadId: eligibleLeadId,
          type: file.type,
          mimeType: file.mimeType,
          size: file.content.byteLength,
        },
      });
      const download = await owner.agent.get(`/api/documents/${response.json().document.id}`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(file.content)).toBe(true);
      expect(download.headers['content-type']).toBe(file.mimeType);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
    }
    expect(await documentCountOf(owner.agent, eligibleLeadId)).toBe(3);
    // An admin's list counts per lead too, not every document in the table.
    const adminLeads = (await admin.get('/api/leads')).json().leads as {
      id: number;
      documentCount: number;
    }[];
    expect(adminLeads.find((lead) => lead.id === eligibleLeadId)?.documentCount).toBe(3);
    expect(
      adminLeads
        .filter((lead) => lead.id !== eligibleLeadId)
        .every((lead) => lead.documentCount === 0),
    ).toBe(true);
  });

  it('refuses an HTML page named .pdf with 415 and stores nothing', async () => {
    const before = await storedDocuments();
    const response = await upload(owner.agent, eligibleLeadId, 'gst_returns', {
      name: 'gst-returns.pdf',
      contentType: 'application/pdf',
      content: htmlDisguisedAsPdf(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('Only PDF, JPG and PNG files are accepted.');
    expect(await storedDocuments()).toBe(before);
  });

  // Two 5 MB requests through PGlite: slow on a busy two-core machine.
  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with 413', async () => {
    const padded = (size: number) =>
      Buffer.concat([samplePdf(), Buffer.alloc(size - samplePdf().byteLength, 0x20)]);
    const atLimit = await upload(owner.agent, eligibleLeadId, 'company_balance_sheet', {
      ...pdf('balance-sheet.pdf'),
      content: padded(DOCUMENT_MAX_BYTES),
    });
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().document.size).toBe(DOCUMENT_MAX_BYTES);

    const before = await storedDocuments();
    const overLimit = await upload(owner.agent, eligibleLeadId, 'company_balance_sheet', {
      ...pdf('balance-sheet.pdf'),
      content: padded(DOCUMENT_MAX_BYTES + 1),
    });
    expect(overLimit.statusCode).toBe(413);
    expect(overLimit.json().error.message).toBe(
      'The file is larger than 5 MB. Please upload a smaller file.',
    );
    expect(await storedDocuments()).toBe(before);
  }, 120_000);

  it('answers 404 to a partner reading or uploading to another partner’s lead', async () => {
    const mine = await upload(owner.agent, eligibleLeadId, 'pan_card', pdf());
    const documentId = mine.json().document.id;

    const read = await other.agent.get(`/api/documents/${documentId}`);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('%PDF');
    const write = await upload(other.agent, eligibleLeadId, 'pan_card', pdf());
    expect(write.statusCode).toBe(404);
    expect(write.json().error.message).toBe('Lead not found.');
    // An id that does not exist looks the same.
    expect((await upload(other.agent, 999_999, 'pan_card', pdf())).statusCode).toBe(404);
    expect((await other.agent.get('/api/documents/999999')).statusCode).toBe(404);
  });

  it('lets admins read and add documents on any lead', async () => {
    const added = await upload(admin, eligibleLeadId, 'gst_returns', pdf('gst.pdf'));
    expect(added.statusCode).toBe(201);
    const read = await admin.get(`/api/documents/${added.json().document.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(samplePdf())).toBe(true);
  });

  it('takes documents only for eligible leads', async () => {
    const small = await owner.agent.post('/api/leads', leadInput({ monthlyBill: 20_000 }));
    const response = await upload(owner.agent, small.json().lead.id, 'electricity_bill', pdf());
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Documents can be uploaded only for eligible leads.',
    );
  });

  it('asks for a document type and a file', async () => {
    const noType = await upload(owner.agent, eligibleLeadId, undefined, pdf());
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.message).toBe('Please select a document type');
    const badType = await upload(owner.agent, eligibleLeadId, 'selfie', pdf());
    expect(badType.statusCode).toBe(400);
    const noFile = await upload(owner.agent, eligibleLeadId, 'pan_card');
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe('Please select a file to upload.');
  });

  it('names the file after its real type and serves a safe attachment name', async () => {
    const response = await upload(owner.agent, eligibleLeadId, 'pan_card', {
      name: '../../se:cr<et>|.pdf',
      contentType: 'application/pdf',
      content: samplePng(),
    });
    expect(response.statusCode).toBe(201);
    const { document } = response.json();
    expect(document.fileName).toBe('secret.png');
    expect(document.mimeType).toBe('image/png');

    const unicode = await upload(owner.agent, eligibleLeadId, 'pan_card', pdf('बिजली बिल.pdf'));
    const download = await owner.agent.get(`/api/documents/${unicode.json().document.id}`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_____ ___.pdf"; filename*=UTF-8''${encodeURIComponent('बिजली बिल.pdf')}`,
    );
  });
});
