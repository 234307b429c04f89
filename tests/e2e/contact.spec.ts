import type { Page } from '@playwright/test';
import { company } from '#shared/company.ts';
import { expect, hydrated, logInThroughApi, mailsTo, seriousViolations, test } from './fixtures.ts';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;

/** The code in the newest verification mail to `email`, as the SMTP receiver got it. */
async function codeMailedTo(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        code = /^Subject: Your verification code is (\d{6})\r?$/m.exec(
          mails.at(-1)?.raw ?? '',
        )?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

async function fillContactForm(page: Page, email: string) {
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await page.getByLabel('Full Name').fill('Kavita Rathore');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('+91 98290 44444');
  await page.getByLabel('Subject').fill('Solar for our cold storage');
  await page
    .getByLabel('Message')
    .fill('We run a 40,000 sq ft cold storage in Jaipur. Please call.');
}

test.describe('contact form with e-mail verification', () => {
  test('a visitor sends a message after entering the code from the mail', async ({
    page,
    consoleProblems,
    request,
    admin,
  }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
    const details = page.getByRole('heading', { name: 'Contact Information' }).locator('..');
    await expect(details).toContainText(company.contact.email);
    await expect(details).toContainText(company.contact.phone);
    await expect(details).toContainText('Closed on Sunday');
    await expect(details.getByRole('link', { name: 'Arkaja Solar on LinkedIn' })).toHaveAttribute(
      'href',
      company.social.linkedin,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The spec's messages on an empty submit.
    await hydrated(page.getByRole('button', { name: 'Send Message' }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();

    await fillContactForm(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();

    // The verification step: opening it mails a code.
    const card = page.getByRole('heading', { name: 'Email Verification Required' });
    await expect(card).toBeFocused();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/Code expires in (10:00|9:5\d)/)).toBeVisible();
    const verify = page.getByRole('button', { name: 'Verify Email' });
    const codeBox = page.getByLabel('Verification code');
    await expect(codeBox).toHaveAttribute('placeholder', '000000');
    await expect(page.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    const code = await codeMailedTo(email);
    await codeBox.fill(code.slice(0, 5));
    await expect(verify).toBeDisabled();
    await codeBox.press('Enter');
    await expect(
      page.getByText('Please enter a valid 6-digit code', { exact: true }),
    ).toBeVisible();
    await codeBox.pressSequentially(`${code.slice(5)}9x`);
    await expect(codeBox).toHaveValue(code);
    await expect(verify).toBeEnabled();
    await verify.click();

    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'Your message has been sent successfully. Our team will contact you shortly!',
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    // Back at an empty form.
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Email Address')).toHaveValue('');

    // Stored: the admin's list has it, and the company was told by mail.
    await logInThroughApi(request, admin);
    const contacts = await request.get(`/api/admin/contacts?q=${encodeURIComponent(email)}`);
    expect(contacts.ok()).toBe(true);
    expect((await contacts.json()).contacts).toEqual([
      expect.objectContaining({ name: 'Kavita Rathore', email }),
    ]);
    await expect
      .poll(async () =>
        (await mailsTo(company.contact.email)).some((mail) => mail.raw.includes(email)),
      )
      .toBe(true);
    expect(consoleProblems).toEqual([]);
  });

  test('a wrong code is refused, and Back to Form keeps what was typed', async ({ page }) => {
    const email = uniqueEmail('wrong');
    await page.goto('/contact');
    await fillContactForm(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const code = await codeMailedTo(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    const error = page.getByText('Invalid verification code', { exact: true });
    await expect(error).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');
    // Editing the code clears the error.
    await page.getByLabel('Verification code').press('End');
    await page.getByLabel('Verification code').press('Backspace');
    await expect(error).toHaveCount(0);
    await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'false');

    await page.getByRole('button', { name: 'Back to Form' }).click();
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveValue('Kavita Rathore');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByLabel('Message')).toHaveValue(
      'We run a 40,000 sq ft cold storage in Jaipur. Please call.',
    );

    // Going forward again reuses the code already in the inbox instead of mailing another.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(/Code expires in \d:\d\d/)).toBeVisible();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test('the countdown ends in Code expired and enables Resend', async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail('expiry');
    await page.goto('/contact');
    await fillContactForm(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(/Code expires in (10:00|9:5\d)/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toBeDisabled();

    await page.clock.fastForward('05:00');
    await expect(page.getByText(/Code expires in (5:00|4:5\d)/)).toBeVisible();
    await page.clock.fastForward('05:01');
    await expect(page.getByText('Code expired', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  test('a refused code says so, counts down to the retry and keeps Resend reachable', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const email = uniqueEmail('refused');
    // A code was mailed to this address a moment ago (in another tab, say): the server refuses
    // another one for the resend interval, with Retry-After.
    expect((await request.post('/api/verify/send', { data: { email } })).ok()).toBe(true);
    await page.goto('/contact');
    await fillContactForm(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText(`We could not send a code to ${email}.`)).toBeVisible();
    await expect(page.getByText(/We sent a 6-digit code/)).toHaveCount(0);
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Please wait a moment before requesting a new code.',
      }),
    ).toBeVisible();
    await expect(page.getByText(/^You can ask for a new code in 0:[0-3]\d\.$/)).toBeVisible();
    const resend = page.getByRole('button', { name: 'Resend Code' });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await resend.focus();
    await expect(resend).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await page.clock.fastForward(31_000);
    await expect(
      page.getByText('You can ask for a new code now: press Resend Code.'),
    ).toBeVisible();
    await expect(resend).not.toHaveAttribute('aria-disabled');
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test('the form speaks Hindi', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contact');
    await hydrated(page.getByRole('button', { name: 'हिन्दी' }));
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'हमसे जुड़ें' })).toBeVisible();
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeVisible();
    await expect(page.getByText('कृपया एक मान्य ईमेल पता दर्ज करें')).toBeVisible();
  });

  test('the page fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

test.describe('newsletter band', () => {
  test('subscribes, shows Subscribing... while pending, then the success toast', async ({
    page,
  }) => {
    await page.goto('/');
    const band = page.getByRole('region', { name: 'Stay Updated' });
    await band.scrollIntoViewIfNeeded();
    const field = band.getByPlaceholder('Your email address');
    await hydrated(band.getByRole('button', { name: 'Subscribe' }));

    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(band.getByText('Please enter a valid email address')).toBeVisible();

    // Hold the request to see the submitting state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/newsletter', async (route) => {
      await held;
      await route.continue();
    });
    await field.fill(uniqueEmail('news'));
    await band.getByRole('button', { name: 'Subscribe' }).click();
    const busy = band.getByRole('button', { name: 'Subscribing...' });
    await expect(busy).toBeDisabled();
    release();

    await expect(page.getByText('Subscribed Successfully!', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        "Thank you for subscribing to our newsletter. You'll receive our latest updates!",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(band.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
