import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { CONTACT_RATE_LIMIT } from './routes';

const SUPPORT = 'help-desk@example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

// Each test sends from its own address, so the per-IP rate limit of one test never leaks into another.
let ipSeq = 0;
const nextIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  category: 'billing',
  subject: 'Invoice for March',
  message: 'Could you send me the invoice for March?\nThanks!',
};

function send(payload: unknown, opts: { ip?: string; cookie?: string } = {}) {
  return t.request({
    method: 'POST',
    url: '/api/contact',
    payload: payload as Record<string, unknown>,
    cookie: opts.cookie,
    remoteAddress: opts.ip ?? nextIp(),
  });
}

const countMessages = async () => (await t.app.db.select().from(contactMessages)).length;

describe('POST /api/contact', () => {
  it('stores the trimmed message and mails it to SUPPORT_EMAIL', async () => {
    const subject = `Question ${Date.now()}`;
    const res = await send({ ...valid, name: '  Ada  ', subject: ` ${subject} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Message sent' });

    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
    expect(row).toMatchObject({ name: 'Ada', email: valid.email, category: 'billing', userId: null });
    expect(row?.createdAt).toBeInstanceOf(Date);

    const mail = await t.smtp.waitFor(SUPPORT);
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain('ada@example.com');
    expect(mail.text).toContain('Could you send me the invoice for March?');
  });

  it("mails the sender a copy with the message's reference, and support's mail too", async () => {
    const email = `copy-${Date.now()}@example.com`;
    const subject = `Copy ${Date.now()}`;
    const res = await send({ ...valid, email, subject, message: 'Where is <my> invoice?' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
    const copy = await t.smtp.waitFor(email);
    expect(copy.subject).toBe(`We received your message: ${subject}`);
    expect(copy.text).toContain(`Reference: ${row!.id}`);
    expect(copy.text).toContain('Where is <my> invoice?');
    // The HTML part escapes what the sender typed.
    const html = copy.text.slice(copy.text.indexOf('Content-Type: text/html'));
    expect(html).toContain('Where is &lt;my&gt; invoice?');
    const toSupport = await t.smtp.waitFor(SUPPORT, { subject });
    expect(toSupport.text).toContain(email);
  });

  it("sends the copy even when support's mail fails, and answers 201", async () => {
    const real = t.app.mailer.send.bind(t.app.mailer);
    vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
      if (mail.to === SUPPORT) throw new Error('support inbox down');
      return real(mail);
    });
    const email = `alone-${Date.now()}@example.com`;
    const res = await send({ ...valid, email, subject: `Alone ${Date.now()}` });
    expect(res.statusCode).toBe(201);
    expect((await t.smtp.waitFor(email)).subject).toContain('We received your message');
  });

  it('records the signed-in sender and escapes HTML in the mail', async () => {
    const { cookie, user } = await signUp(t);
    const subject = `XSS ${Date.now()}`;
    const res = await send(
      { ...valid, subject, message: '<script>alert(1)</script> & <b>bold</b>' },
      { cookie },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
    expect(row?.userId).toBe(user.id);
    const mail = await t.smtp.waitFor(SUPPORT);
    const html = mail.text.slice(mail.text.indexOf('Content-Type: text/html'));
    expect(html).toContain('<table');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
  });

  it('still answers 201 and keeps the message when mail sending fails', async () => {
    vi.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('SMTP down'));
    const subject = `Mail down ${Date.now()}`;
    const res = await send({ ...valid, subject });
    expect(res.statusCode).toBe(201);
    const rows = await t.app.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
    expect(rows).toHaveLength(1);
  });

  const { name: _n, ...noName } = valid;
  const { message: _m, ...noMessage } = valid;
  it.each([
    ['missing name', noName, 'name'],
    ['missing message', noMessage, 'message'],
    ['empty body', {}, ''],
    ['blank subject', { ...valid, subject: '   ' }, 'Subject is required'],
    ['invalid email', { ...valid, email: 'not-an-email' }, 'valid email'],
    ['unknown category', { ...valid, category: 'sales' }, 'category'],
    ['name over 100', { ...valid, name: 'n'.repeat(101) }, 'at most 100'],
    ['email over 254', { ...valid, email: `${'a'.repeat(250)}@example.com` }, 'valid email'],
    ['subject over 150', { ...valid, subject: 's'.repeat(151) }, 'at most 150'],
    ['message over 5000', { ...valid, message: 'm'.repeat(5001) }, 'at most 5,000'],
    ['number as name', { ...valid, name: 42 }, 'name'],
    ['array as message', { ...valid, message: ['a'] }, 'message'],
    ['null category', { ...valid, category: null }, 'category'],
    ['unknown field', { ...valid, userId: 'someone-else' }, 'userId'],
  ])('rejects %s with 400 and stores nothing', async (_label, payload, expected) => {
    const before = await countMessages();
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(typeof body.message).toBe('string');
    expect(body.message).toContain(expected);
    expect(await countMessages()).toBe(before);
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
  });

  it(`rate limits one address to ${CONTACT_RATE_LIMIT.max} messages`, async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await send({ ...valid, subject: `Burst ${i}` }, { ip })).statusCode).toBe(201);
    }
    const before = await countMessages();
    const limited = await send({ ...valid, subject: 'One too many' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
    expect(await countMessages()).toBe(before);
    // Another address is not affected.
    expect((await send(valid)).statusCode).toBe(201);
  });
});
