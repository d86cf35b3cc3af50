import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible } from './axe.ts';
import { createTestOperator, outboxTo, submitSignIn, type TestOperator } from './fixtures.ts';

const phone = '+44 20 7946 0000';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  return settings;
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The six digits of the newest SMS sent to the phone, once there are more than `before`. */
async function smsCode(before: number): Promise<string> {
  await expect.poll(async () => (await outboxTo('sms', phone)).length).toBeGreaterThan(before);
  const text = (await outboxTo('sms', phone)).at(-1)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code).toBeTruthy();
  return code ?? '';
}

test('an operator enrols an authenticator app and a phone, then signs in with the second factor', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const operator: TestOperator = await createTestOperator(request, { role: 'PARTNER' });
  let secret = '';
  let recoveryCode = '';

  await test.step('sign in without a second factor and open the enrolment in Settings', async () => {
    await submitSignIn(page, operator.username, operator.password);
    await expect(page).toHaveURL(/\/stores$/);
  });
  const settings = await openSettings(page);
  const twoFactor = settings.getByRole('region', { name: 'Two-factor authentication' });
  const status = twoFactor.getByRole('table', { name: 'Two-factor status' });
  await expectAccessible(page, 'settings dock');

  await test.step('verify the email: resend works and the mailed link verifies it', async () => {
    await expect(status.getByRole('row', { name: /Email address/ })).toContainText('Not verified');
    await expect(status.getByRole('row', { name: /Enrolled factors/ })).toContainText('None');
    // Enrolling before the email is verified is refused, and the server mails the link again.
    await twoFactor.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(twoFactor.getByRole('alert')).toHaveText(
      'Need to verify email first before enrolling second factors.',
    );
    const before = (await outboxTo('mail', operator.username)).length;
    await twoFactor.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(twoFactor.getByText('Verification email sent.')).toBeVisible();
    await expect.poll(async () => (await outboxTo('mail', operator.username)).length).toBe(before + 1);
    const mail = (await outboxTo('mail', operator.username)).at(-1);
    const link = /https?:\/\/\S+\/api\/v1\/identity\/email\/verify\?token=\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link ?? '');
    // PUBLIC_URL is not the test server: open the link's path against it, in a tab of its own.
    const tab = await page.context().newPage();
    await tab.goto(`${url.pathname}${url.search}`);
    await expect(tab.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await tab.close();
    await expect(status.getByRole('row', { name: /Email address/ })).toContainText('Verified', { timeout: 10_000 });
    await expect(twoFactor.getByText(`Your email address ${operator.username} is verified.`)).toBeVisible();
  });

  await test.step('set up the authenticator app with a computed code and see the recovery codes', async () => {
    await twoFactor.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(twoFactor.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
    await expectAccessible(page, 'authenticator enrolment');
    secret = await twoFactor.getByLabel('Secret key').inputValue();
    expect(await twoFactor.getByLabel('Secret key').evaluate((input) => getComputedStyle(input).fontFamily)).toMatch(
      /mono/i,
    );
    expect(
      await twoFactor.getByText('Secret key', { exact: true }).evaluate((label) => getComputedStyle(label).fontFamily),
    ).not.toMatch(/mono/i);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await twoFactor.getByLabel('Verification Code').fill('12');
    await twoFactor.getByRole('button', { name: 'Enrol', exact: true }).click();
    await expect(twoFactor.getByLabel('Verification Code')).toHaveAccessibleDescription('Codes are 6 digits');
    await twoFactor.getByLabel('Verification Code').fill(await generate({ secret }));
    await twoFactor.getByRole('button', { name: 'Enrol', exact: true }).click();
    await expect(twoFactor.getByRole('status').filter({ hasText: 'Successfully Enrolled for 2FA.' })).toBeVisible();
    const codes = twoFactor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expectAccessible(page, 'recovery codes');
    recoveryCode = (await codes.first().textContent()) ?? '';
    expect(recoveryCode).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    await expect(twoFactor.getByText('An authenticator app is enrolled.')).toBeVisible();
    await expect(status.getByRole('row', { name: /Enrolled factors/ })).toContainText('Authenticator app');
    await expect(status.getByRole('row', { name: /Recovery codes remaining/ })).toContainText('10');
  });

  await test.step('enrol the phone with the SMS code from the outbox', async () => {
    const before = (await outboxTo('sms', phone)).length;
    await twoFactor.getByLabel('Phone number').fill('020 7946 0000');
    await twoFactor.getByRole('button', { name: 'Send code' }).click();
    await expect(twoFactor.getByLabel('Phone number')).toHaveAccessibleDescription(/international format/);
    await twoFactor.getByLabel('Phone number').fill(phone);
    await twoFactor.getByRole('button', { name: 'Send code' }).click();
    const code = await smsCode(before);
    await twoFactor.getByLabel('SMS Code').fill(code === '000000' ? '111111' : '000000');
    await twoFactor.getByRole('button', { name: 'Enrol phone' }).click();
    await expect(twoFactor.getByRole('alert')).toHaveText('2FA Verification Code is incorrect or expired.');
    await twoFactor.getByLabel('SMS Code').fill(code);
    await twoFactor.getByRole('button', { name: 'Enrol phone' }).click();
    await expect(twoFactor.getByText('A phone is enrolled.')).toBeVisible();
    await expect(status.getByRole('row', { name: /Enrolled factors/ })).toContainText('SMS •••• 0000');
  });

  await test.step('regenerate the recovery codes: new ones shown once, to copy or download', async () => {
    await twoFactor.getByRole('button', { name: 'Regenerate recovery codes' }).click();
    const codes = twoFactor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes.first()).not.toHaveText(recoveryCode);
    await expect(codes).toHaveCount(10);
    const fresh = await codes.allTextContents();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await twoFactor.getByRole('button', { name: 'Copy codes' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fresh.join('\n'));
    const download = page.waitForEvent('download');
    await twoFactor.getByRole('link', { name: 'Download codes' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('store-console-recovery-codes.txt');
    const path = await file.path();
    expect(readFileSync(path, 'utf8').trim().split('\n')).toEqual(fresh);
    await expect(status.getByRole('row', { name: /Recovery codes remaining/ })).toContainText('10');
    recoveryCode = fresh[0] ?? ''; // the old codes no longer work
  });

  await test.step('Done ends the session: log in again', async () => {
    await twoFactor.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Successfully enrolled for 2FA, please log in.')).toBeVisible();
    await expectAccessible(page, 'sign-in with a notice');
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
  });

  await test.step('the next sign-in asks for the second factor; a wrong code is refused', async () => {
    await submitSignIn(page, operator.username, operator.password);
    const method = page.getByRole('radiogroup', { name: 'Verification method' });
    await expect(method.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    await expect(method.getByRole('radio', { name: 'SMS •••• 0000' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByLabel('Verification Code')).toHaveAccessibleDescription('Verification Code is required.');
    await page.getByLabel('Verification Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid or Expired Verification Code');
    await expectAccessible(page, 'second-factor step with an error');
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the right authenticator code signs in', async () => {
    // The enrolment spent the current time step; a code of the next one is still accepted.
    await page.getByLabel('Verification Code').fill(await generate({ secret, epoch: Date.now() / 1000 + 30 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    const device = await page.evaluate((key) => localStorage.getItem(key), `mfaDevice:${operator.username}`);
    expect(device).toBeTruthy();
  });

  await test.step('after logging out, this device is remembered: no second-factor prompt', async () => {
    await logout(page);
    await submitSignIn(page, operator.username, operator.password);
    await expect(page).toHaveURL(/\/stores$/);
  });

  await test.step('without the remembered device, an SMS code signs in', async () => {
    await logout(page);
    await page.evaluate((key) => localStorage.removeItem(key), `mfaDevice:${operator.username}`);
    await submitSignIn(page, operator.username, operator.password);
    const method = page.getByRole('radiogroup', { name: 'Verification method' });
    await method.getByRole('radio', { name: 'SMS •••• 0000' }).check();
    const before = (await outboxTo('sms', phone)).length;
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await smsCode(before);
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/stores$/);
  });

  await test.step('a recovery code signs in once', async () => {
    await logout(page);
    await page.evaluate((key) => localStorage.removeItem(key), `mfaDevice:${operator.username}`);
    await submitSignIn(page, operator.username, operator.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await expectAccessible(page, 'recovery code step');
    await page.getByLabel('Recovery Code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    const settingsAgain = await openSettings(page);
    await expect(
      settingsAgain.getByRole('table', { name: 'Two-factor status' }).getByRole('row', { name: /Recovery codes/ }),
    ).toContainText('9');
  });
});
