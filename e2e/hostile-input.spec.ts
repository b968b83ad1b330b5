import type { Locator, Page } from '@playwright/test';
import { airports } from '@/content/airports';
import { messages } from '@/content/messages';
import { pricing } from '@/content/pricing';
import { LINE_MAX } from '@/lib/requests/line';
import { quoteOf } from '@/lib/requests/quote';
import { renderQuote } from '@/lib/requests/render';
import { bookingSchema } from '@/lib/schemas/forms/booking';
import { contactSchema } from '@/lib/schemas/forms/contact';
import { loginSchema } from '@/lib/schemas/forms/login';
import { newsletterSchema } from '@/lib/schemas/forms/newsletter';
import { quickBookingSchema } from '@/lib/schemas/forms/quick-booking';
import { signupSchema } from '@/lib/schemas/forms/signup';
import type { z } from '@/lib/schemas/zod';
import { plan } from '@/lib/trips/plan';
import { expect, test } from './fixtures';
import { company } from './helpers/company';
import { isoInDays } from './helpers/dates';
import {
  enterLiterally,
  expectUnharmed,
  LONE_SURROGATE,
  LONG_MESSAGE,
  NAMED_ATTACKS,
  SAMPLES,
  watchDialogs,
  type FieldKind,
} from './helpers/hostile';
import { expectHandoffAndClose } from './helpers/request-dialog';
import { toast } from './helpers/toast';

// Hostile text in every text field of every form. Each submit's outcome is
// predicted by the form's own schema applied to what the browser holds; nothing typed is ever run,
// and every message shown is the schema's fixed wording, never the input.

const ALL_SAMPLES = [...SAMPLES, LONE_SURROGATE, LONG_MESSAGE];

type TextField = { name: string; label: string; kind?: FieldKind };

type FormCase = {
  route: string;
  title: string;
  form: (page: Page) => Locator;
  fields: TextField[];
  submit: string;
  schema: z.ZodType;
  /** The values of the form's other controls, set once by `prepare`. */
  fixed?: Record<string, unknown>;
  prepare?: (form: Locator) => Promise<void>;
  /** Waits for the sign that a valid submit went through. */
  succeeded: (page: Page, form: Locator) => Promise<void>;
};

// By role (the /book cities are airport comboboxes), or by label for password inputs.
const textbox = (form: Locator, label: string) =>
  form
    .getByRole('textbox', { name: label, exact: true })
    .or(form.getByRole('combobox', { name: label, exact: true }))
    .or(form.getByLabel(label, { exact: true }));

/** A value each text field accepts, for the fields not under attack. */
const VALID: Record<string, string> = {
  email: 'guest@example.com',
  phone: '+91 98200 07777',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};
const validFor = (field: TextField) => VALID[field.name] ?? `Valid ${field.label}`;

/** The text of a field's error (the describedby element whose id ends in "-error"), or null. */
async function errorOf(field: Locator) {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/);
  const id = ids.find((candidate) => candidate.endsWith('-error'));
  return id ? field.page().locator(`[id="${id}"]`).textContent() : null;
}

/** The first message per field, as the zod resolver shows it. */
function expectedErrors(schema: z.ZodType, values: Record<string, unknown>) {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { success: result.success, errors };
}

/** Enters `text` in the target fields (and a valid value in the others), submits, checks the outcome. */
async function submitHostile(page: Page, form: FormCase, text: string, targets: TextField[]) {
  const root = form.form(page);
  const values: Record<string, unknown> = { ...form.fixed };
  for (const field of form.fields) {
    const input = textbox(root, field.label);
    if (targets.includes(field)) await enterLiterally(input, text, field.kind);
    else await input.fill(validFor(field));
    values[field.name] = await input.inputValue();
  }
  const expected = expectedErrors(form.schema, values);
  await root.getByRole('button', { name: form.submit, exact: true }).click();
  if (expected.success) {
    await form.succeeded(page, root);
  } else {
    for (const field of form.fields) {
      const input = textbox(root, field.label);
      const message = expected.errors[field.name];
      if (message) await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => errorOf(input), `${field.label} error`).toBe(message ?? null);
    }
  }
}

const newsletterTitle = (email: string) => `the footer newsletter (${email})`;

const FORMS: FormCase[] = [
  {
    route: '/',
    title: newsletterTitle('every page'),
    form: (page) => page.getByRole('contentinfo').locator('form'),
    fields: [{ name: 'email', label: 'Email address', kind: 'email' }],
    submit: 'Subscribe',
    schema: newsletterSchema,
    succeeded: (page) => expectHandoffAndClose(page, { whatsapp: false }),
  },
  {
    route: '/',
    title: 'the home quick booking form',
    form: (page) => page.getByRole('form', { name: 'Plan your flight' }),
    fields: [
      { name: 'from', label: 'From' },
      { name: 'to', label: 'To' },
    ],
    submit: 'Send Booking Request',
    schema: quickBookingSchema,
    fixed: { tripType: 'one-way', date: isoInDays(14), time: '', passengers: 2, jetType: 'light' },
    prepare: async (form) => {
      await form.getByLabel('Date', { exact: true }).fill(isoInDays(14));
      await form.getByRole('spinbutton', { name: 'Passengers' }).fill('2');
    },
    // Nothing is sent without an endpoint, so the form keeps what was typed.
    succeeded: (page) => expectHandoffAndClose(page),
  },
  {
    route: '/book/',
    title: 'the /book flight details form',
    form: (page) => page.getByRole('form', { name: 'Flight details' }),
    fields: [
      { name: 'departure', label: 'Departure city' },
      { name: 'arrival', label: 'Arrival city' },
    ],
    submit: 'Submit Booking Request',
    schema: bookingSchema,
    fixed: { date: isoInDays(10), time: '09:30', passengers: 1, jetType: 'light' },
    prepare: async (form) => {
      await textbox(form, 'Departure date').fill(isoInDays(10));
      await textbox(form, 'Departure time').fill('09:30');
    },
    succeeded: (page) => expectHandoffAndClose(page),
  },
  {
    route: '/contact/',
    title: 'the /contact form',
    form: (page) => page.getByRole('region', { name: 'Send us a message' }).locator('form'),
    fields: [
      { name: 'name', label: 'Full Name' },
      { name: 'email', label: 'Email Address', kind: 'email' },
      { name: 'phone', label: 'Phone (optional)' },
      { name: 'message', label: 'Message', kind: 'multiline' },
    ],
    submit: 'Send Message',
    schema: contactSchema,
    succeeded: (page) => expectHandoffAndClose(page),
  },
  {
    route: '/blog/',
    title: 'the /blog newsletter',
    form: (page) => page.getByRole('main').locator('form'),
    fields: [{ name: 'email', label: 'Email address', kind: 'email' }],
    submit: 'Subscribe',
    schema: newsletterSchema,
    succeeded: (page) => expectHandoffAndClose(page, { whatsapp: false }),
  },
  {
    route: '/login/',
    title: 'the /login form',
    form: (page) => page.getByRole('form', { name: 'Login' }),
    fields: [
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'password', label: 'Password' },
    ],
    submit: 'Login',
    schema: loginSchema,
    // No account exists in a fresh browser, so a valid submit is a failed login.
    succeeded: async (page) => {
      await expect(page.getByText(messages.loginNoAccounts.description).first()).toBeVisible();
    },
  },
  {
    route: '/signup/',
    title: 'the /signup form',
    form: (page) => page.getByRole('form', { name: 'Sign Up' }),
    fields: [
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'password', label: 'Password' },
      { name: 'confirmPassword', label: 'Confirm Password' },
    ],
    submit: 'Sign Up',
    schema: signupSchema,
    fixed: { role: 'Customer' },
    succeeded: async (page) => {
      await expect(toast(page, 'Signup Successful').first()).toBeVisible();
      await page.waitForURL('**/dashboard/');
      await page.evaluate(() => localStorage.clear());
      await page.goto('/signup/');
    },
  },
];

for (const form of FORMS) {
  test.describe(`hostile input in ${form.title}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(form.route);
      await form.prepare?.(form.form(page));
    });

    test('every sample in every text field at once: literal values, the schema’s own messages', async ({ page }) => {
      test.slow();
      const dialogs = watchDialogs(page);
      for (const text of ALL_SAMPLES) await submitHostile(page, form, text, form.fields);
      await expectUnharmed(page, dialogs);
    });

    test('each named attack alone in each field, the others valid @mobile', async ({ page }) => {
      test.slow();
      const dialogs = watchDialogs(page);
      for (const field of form.fields) {
        for (const text of [...NAMED_ATTACKS, LONE_SURROGATE, LONG_MESSAGE]) {
          await submitHostile(page, form, text, [field]);
        }
      }
      await expectUnharmed(page, dialogs);
    });
  });
}

test.describe('hostile input in the WhatsApp consultation link', () => {
  test('the wa.me text decodes to exactly what was typed (a lone surrogate as U+FFFD)', async ({ page }) => {
    test.slow();
    const dialogs = watchDialogs(page);
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    await page.goto('/book/');
    const form = page.getByRole('form', { name: 'Flight details' });
    const intro = 'Hello Vayu Jets, I would like a consultation for this flight:';
    for (const text of [...SAMPLES, LONE_SURROGATE, LONG_MESSAGE]) {
      await enterLiterally(textbox(form, 'Departure city'), text);
      await enterLiterally(textbox(form, 'Arrival city'), `${text} & back`);
      const values = {
        departure: await textbox(form, 'Departure city').inputValue(),
        arrival: await textbox(form, 'Arrival city').inputValue(),
        date: '',
        time: '',
        passengers: 1,
        jetType: 'light' as const,
      };
      const [popup] = await Promise.all([
        page.context().waitForEvent('page'),
        form.getByRole('button', { name: 'WhatsApp Consultation' }).click(),
      ]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      await popup.close();
      expect(url.origin + url.pathname).toBe(`https://wa.me/${company.whatsapp}`);
      const quote = quoteOf(plan(values, { airports, pricing }), intro);
      expect(url.searchParams.get('text')).toBe(renderQuote(quote, 'whatsapp').toWellFormed());
      // Every request line is cut at LINE_MAX characters, the same for WhatsApp, e-mail and the endpoint.
      const departure = values.departure.trim().toWellFormed();
      expect(url.searchParams.get('text')).toContain(
        `Departure: ${departure.length > LINE_MAX ? `${departure.slice(0, LINE_MAX - 1)}…` : departure}`,
      );
    }
    await expectUnharmed(page, dialogs);
  });
});

test.describe('hostile input in an account password', () => {
  test('a password of markup, RTL marks and emoji signs up and logs back in unchanged', async ({ page }) => {
    test.slow();
    const dialogs = watchDialogs(page);
    for (const [i, password] of [NAMED_ATTACKS[0], NAMED_ATTACKS[4], NAMED_ATTACKS[6]].entries()) {
      const email = `hostile${i}@example.com`;
      await page.goto('/signup/');
      const signup = page.getByRole('form', { name: 'Sign Up' });
      await textbox(signup, 'Email').fill(email);
      await enterLiterally(textbox(signup, 'Password'), password);
      await enterLiterally(textbox(signup, 'Confirm Password'), password);
      await signup.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByText('Welcome to Vayu Jets, Customer!')).toBeVisible();
      await page.waitForURL('**/dashboard/');
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      await page.goto('/login/');
      const login = page.getByRole('form', { name: 'Login' });
      await textbox(login, 'Email').fill(email);
      await enterLiterally(textbox(login, 'Password'), password);
      await login.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Welcome back, Customer!')).toBeVisible();
      await page.waitForURL('**/dashboard/');
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    }
    await expectUnharmed(page, dialogs);
  });
});
