import { randomBytes } from 'node:crypto';

/** A complete, valid sign-up with an e-mail and username used nowhere else; `overrides` change single fields. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  const unique = randomBytes(4).toString('hex');
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha-${unique}@factory.example`,
    username: `asha_${unique}`,
    phone: '+91 98290 12345',
    company: 'Verma Textiles',
    password: 'Ghoomar-Rooftop-42',
    userType: 'customer',
    ...overrides,
  };
}
