import { describe, expect, it } from 'vitest';
import { apiErrorFrom } from '../lib/api.ts';
import { i18n, setLanguage, translateMessage } from './i18n.ts';

/** The ApiError the client makes of a JSON error answer, as the server sends it. */
const serverError = (
  status: number,
  code: string,
  message: string,
  retryAfter?: string,
  params?: Record<string, string | number>,
) =>
  apiErrorFrom(
    status,
    (name) =>
      ({
        'content-type': 'application/json; charset=utf-8',
        ...(retryAfter ? { 'retry-after': retryAfter } : {}),
      })[name] ?? null,
    JSON.stringify({ error: { code, message, ...(params ? { params } : {}) } }),
  );

describe('server messages on screen', () => {
  it('in Hindi: a known sentence by its text, any other by its stable code', async () => {
    await setLanguage('hi');
    const t = i18n.t.bind(i18n);
    expect(
      translateMessage(t, serverError(401, 'unauthorized', 'Invalid email or password.')),
    ).toBe('ईमेल या पासवर्ड गलत है।');
    // The general limit names its wait: no sentence to look up, so the code and Retry-After speak.
    expect(
      translateMessage(
        t,
        serverError(
          429,
          'rate_limited',
          'Too many requests. Please try again in 42 seconds.',
          '42',
        ),
      ),
    ).toBe('बहुत अधिक अनुरोध। कृपया 42 सेकंड बाद पुनः प्रयास करें।');
    expect(
      translateMessage(t, serverError(500, 'internal_error', 'Something unexpected happened.')),
    ).toBe('हमारी ओर से कुछ गड़बड़ हुई। कृपया थोड़ी देर में पुनः प्रयास करें।');
    expect(translateMessage(t, 'Please enter a valid email address')).toBe(
      'कृपया एक मान्य ईमेल पता दर्ज करें',
    );
    // A sentence with a date or a number in it: the coded text with the values the server named.
    expect(
      translateMessage(
        t,
        serverError(
          409,
          'lead_protected',
          "This customer is already registered with us as another partner's lead. Its protection ends on 2027-02-20.",
          undefined,
          { until: '2027-02-20' },
        ),
      ),
    ).toBe(
      'यह ग्राहक पहले से किसी अन्य पार्टनर की लीड के रूप में हमारे पास पंजीकृत है। इसकी सुरक्षा 2027-02-20 को समाप्त होगी।',
    );
    expect(
      translateMessage(
        t,
        serverError(
          409,
          'lead_duplicate',
          'You have already added this customer as lead #7.',
          undefined,
          {
            leadId: 7,
          },
        ),
      ),
    ).toBe('आप इस ग्राहक को पहले ही लीड #7 के रूप में जोड़ चुके हैं।');
    // Nothing known about it at all: the server's own words rather than nothing.
    expect(translateMessage(t, serverError(418, 'teapot', 'I am a teapot.'))).toBe(
      'I am a teapot.',
    );
  });

  it('in English: the server’s own sentence, never the generic text of its code', async () => {
    await setLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(
      translateMessage(t, serverError(401, 'unauthorized', 'Invalid email or password.')),
    ).toBe('Invalid email or password.');
    expect(
      translateMessage(
        t,
        serverError(
          429,
          'rate_limited',
          'Too many requests. Please try again in 42 seconds.',
          '42',
        ),
      ),
    ).toBe('Too many requests. Please try again in 42 seconds.');
  });
});
