import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting.ts';

const nobody = { firstName: null, username: null, email: null };

describe('the customer greeting', () => {
  it('prefers the first name', () => {
    expect(greetingName({ firstName: 'Priya', username: 'priya_s', email: 'p@x.in' })).toBe(
      'Priya',
    );
  });

  it('falls back to the username when there is no first name', () => {
    expect(greetingName({ ...nobody, firstName: '  ', username: 'priya_s', email: 'p@x.in' })).toBe(
      'priya_s',
    );
  });

  it('falls back to the capitalised part of the e-mail before the @', () => {
    expect(greetingName({ ...nobody, email: 'rahul.verma@example.in' })).toBe('Rahul.verma');
  });

  it('gives up when nothing is usable, so the page can say "Customer"', () => {
    expect(greetingName(nobody)).toBeNull();
    expect(greetingName({ ...nobody, email: '@example.in' })).toBeNull();
  });
});
