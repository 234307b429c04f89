import { describe, expect, it } from 'vitest';
import { uploadDocument } from './features/partners/api/upload-document.ts';
import { i18n, setLanguage, translateMessage } from './i18n/i18n.ts';
import { type ApiError, api } from './lib/api.ts';
import { serverStandIn, uploadStandIn } from './test/network.ts';

/**
 * Every message the client makes up itself, when the server's answer says nothing fit to show:
 * each way a call through `api` or the upload's XHR can fail without the project's error shape.
 */
const page =
  (status: number, headers: Record<string, string> = {}) =>
  () =>
    new Response('<h1>Bad gateway</h1>', {
      status,
      headers: { 'content-type': 'text/html', ...headers },
    });
const empty =
  (status: number, headers: Record<string, string> = {}) =>
  () =>
    new Response(null, { status, headers });
const notJson = () =>
  new Response('ok', { status: 200, headers: { 'content-type': 'text/plain' } });
const badJson = () =>
  new Response('{"user":', { status: 200, headers: { 'content-type': 'application/json' } });
const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

const throughApi: Record<string, () => Response> = {
  'no answer at all': unreachable,
  'an HTML error page': page(502),
  'an HTML error page with Retry-After': page(503, { 'retry-after': '30' }),
  'an empty error': empty(500),
  'an empty error with Retry-After': empty(429, { 'retry-after': '5' }),
  'a success that is not JSON': notJson,
  'a success with broken JSON': badJson,
};

const throughUpload: Record<string, () => Response> = {
  'an HTML error page': page(502),
  'an empty error': empty(500),
  'a success with broken JSON': badJson,
};

async function failureOf(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call succeeded');
}

const DEVANAGARI = /[\u0900-\u097F]/;

async function expectHindi(error: ApiError) {
  await setLanguage('hi');
  const hindi = translateMessage(i18n.t.bind(i18n), error);
  expect(hindi, error.message).toMatch(DEVANAGARI);
  expect(hindi).not.toMatch(/error|server|request|please/i);
  // The status the English names is named in Hindi too.
  const status = /^(\d{3}):/.exec(error.message)?.[1];
  if (status) expect(hindi.startsWith(`${status}:`)).toBe(true);
}

describe('every message the client makes up has Hindi', () => {
  it.each(Object.entries(throughApi))('api(): %s', async (_, answer) => {
    serverStandIn({ 'GET /api/anything': answer });
    await expectHindi(await failureOf(() => api('/api/anything')));
  });

  it.each(Object.entries(throughUpload))('the upload: %s', async (_, answer) => {
    uploadStandIn(answer);
    const file = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });
    await expectHindi(
      await failureOf(() =>
        uploadDocument({ leadId: 1, type: 'electricity_bill', file, onProgress: () => {} }),
      ),
    );
  });

  it('the upload: no answer at all', async () => {
    class Unreachable {
      upload = { onprogress: null };
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        queueMicrotask(() => this.onerror?.());
      }
    }
    const original = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = Unreachable as never;
    try {
      const file = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });
      await expectHindi(
        await failureOf(() =>
          uploadDocument({ leadId: 1, type: 'electricity_bill', file, onProgress: () => {} }),
        ),
      );
    } finally {
      globalThis.XMLHttpRequest = original;
    }
  });
});
