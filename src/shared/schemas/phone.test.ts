import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth.ts';
import { contactFormSchema } from './contact.ts';
import { createLeadSchema } from './leads.ts';
import { partnerApplicationSchema } from './partners.ts';

/** Every form that takes a phone number takes the same ones. */
const phoneFields = {
  'sign-up': registerSchema.shape.phone,
  'partner application': partnerApplicationSchema.shape.phone,
  contact: contactFormSchema.shape.phone,
  lead: createLeadSchema.shape.phone,
};

describe.each(Object.entries(phoneFields))('the %s form’s phone number', (_form, field) => {
  it.each(['+91 98290 12345', '9829012345', '(0141) 2345-678', '0141.234.5678', ' 98290 12345 '])(
    'accepts %s',
    (phone) => {
      expect(field.safeParse(phone).success).toBe(true);
    },
  );

  it.each([
    '',
    '   ',
    '12345',
    '((((((((((',
    '+91 ----------',
    '98290 1234x',
    '+91 98290 12345 67890 1',
    '98290\n12345',
  ])('refuses %j', (phone) => {
    expect(field.safeParse(phone).success).toBe(false);
  });
});
