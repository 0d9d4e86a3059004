import { Paddle } from '@paddle/paddle-node-sdk';
import { describe, expect, it } from 'vitest';
import { signPayload, verifyPaddleSignature } from './paddle-signature';

// The Paddle-Signature check on plain strings: what lets a notification in (and so changes a plan)
// and what keeps a forged or replayed one out. The route around it is in webhook-signature.test.ts.

const SECRET = 'pdl_ntfset_signature_test';
const BODY = '{"event_type":"subscription.created"}';
const NOW = 1_700_000_000;
const sig = (ts: string | number, body = BODY, secret = SECRET) => signPayload(secret, ts, body);
const check = (header: string | undefined, now = NOW, tolerance = 5) =>
  verifyPaddleSignature(header, BODY, SECRET, tolerance, now);

const refused = (status: 400 | 401, message: string) => ({ ok: false, status, message });
const MISSING = refused(400, 'Missing Paddle-Signature header.');
const MALFORMED = refused(400, 'Malformed Paddle-Signature header.');
const TOO_OLD = refused(401, 'Webhook signature timestamp is too old.');
const INVALID = refused(401, 'Invalid webhook signature.');

describe('signPayload', () => {
  it('signs the way Paddle’s own SDK verifies', async () => {
    const sdk = new Paddle('pdl_sdbx_apikey_unused');
    const ts = Math.floor(Date.now() / 1000);
    const header = `ts=${ts};h1=${sig(ts)}`;
    expect(await sdk.webhooks.isSignatureValid(BODY, SECRET, header)).toBe(true);
    // The timestamp is part of what is signed: the same h1 under another ts is not Paddle's.
    expect(await sdk.webhooks.isSignatureValid(BODY, SECRET, `ts=${ts + 1};h1=${sig(ts)}`)).toBe(false);
  });
});

describe('verifyPaddleSignature', () => {
  it('accepts Paddle’s header, with or without spaces around its parts', () => {
    expect(check(`ts=${NOW};h1=${sig(NOW)}`)).toEqual({ ok: true });
    expect(check(` ts = ${NOW} ; h1 = ${sig(NOW)} `)).toEqual({ ok: true });
  });

  it('accepts any one of several h1 values, as while Paddle rotates the secret', () => {
    const other = sig(NOW, BODY, 'pdl_ntfset_old_secret');
    expect(check(`ts=${NOW};h1=${other};h1=${sig(NOW)}`)).toEqual({ ok: true });
    expect(check(`ts=${NOW};h1=${sig(NOW)};h1=${other}`)).toEqual({ ok: true });
    expect(check(`ts=${NOW};h1=${other}`)).toEqual(INVALID);
  });

  it('refuses a missing or empty header as missing', () => {
    expect(check(undefined)).toEqual(MISSING);
    expect(check('')).toEqual(MISSING);
  });

  it('refuses a header without a usable ts or h1 as malformed, before any signature is compared', () => {
    expect(check(`h1=${sig(NOW)}`)).toEqual(MALFORMED);
    expect(check(`ts;h1=${sig(NOW)}`)).toEqual(MALFORMED);
    expect(check(`ts=;h1=${sig('')}`)).toEqual(MALFORMED);
    expect(check(`ts=${NOW}`)).toEqual(MALFORMED);
    expect(check(`ts=${NOW};h1`)).toEqual(MALFORMED);
    expect(check(`ts=${NOW};h1=`)).toEqual(MALFORMED);
    expect(check(`ts=${NOW},h1=${sig(NOW)}`)).toEqual(MALFORMED);
    expect(check(`ts:${NOW};h1:${sig(NOW)}`)).toEqual(MALFORMED);
  });

  it('takes only whole seconds of up to 12 digits as ts, even when the odd value is signed', () => {
    // Each of these is signed correctly over its own ts: only the ts rule keeps them out.
    for (const ts of [`a${NOW}`, `${NOW}a`, `${NOW}.5`, `-${NOW}`, `${NOW}`.padStart(13, '0')])
      expect(check(`ts=${ts};h1=${sig(ts)}`), ts).toEqual(MALFORMED);
    const twelve = `${NOW}`.padStart(12, '0');
    expect(check(`ts=${twelve};h1=${sig(twelve)}`)).toEqual({ ok: true });
    expect(verifyPaddleSignature(`ts=7;h1=${sig(7)}`, BODY, SECRET, 5, 7)).toEqual({ ok: true });
  });

  it('takes a timestamp up to the tolerance away, in the past or the future, and no further', () => {
    const at = (ts: number) => `ts=${ts};h1=${sig(ts)}`;
    expect(check(at(NOW - 5))).toEqual({ ok: true });
    expect(check(at(NOW + 5))).toEqual({ ok: true });
    expect(check(at(NOW - 6))).toEqual(TOO_OLD);
    expect(check(at(NOW + 6))).toEqual(TOO_OLD);
    expect(check(at(NOW - 60), NOW, 60)).toEqual({ ok: true });
    expect(check(at(NOW - 61), NOW, 60)).toEqual(TOO_OLD);
  });

  it('reads the clock when no time is given', () => {
    const ts = Math.floor(Date.now() / 1000);
    expect(verifyPaddleSignature(`ts=${ts};h1=${sig(ts)}`, BODY, SECRET, 5)).toEqual({ ok: true });
    expect(verifyPaddleSignature(`ts=${ts - 30};h1=${sig(ts - 30)}`, BODY, SECRET, 5)).toEqual(TOO_OLD);
  });

  it('refuses another body, another secret, and a signature that is cut short or not hex', () => {
    const h = sig(NOW);
    expect(verifyPaddleSignature(`ts=${NOW};h1=${h}`, `${BODY} `, SECRET, 5, NOW)).toEqual(INVALID);
    expect(verifyPaddleSignature(`ts=${NOW};h1=${h}`, BODY, 'pdl_ntfset_other', 5, NOW)).toEqual(INVALID);
    expect(check(`ts=${NOW};h1=${h.slice(0, 62)}`)).toEqual(INVALID);
    expect(check(`ts=${NOW};h1=${h}00`)).toEqual(INVALID);
    expect(check(`ts=${NOW};h1=${'z'.repeat(64)}`)).toEqual(INVALID);
  });
});
