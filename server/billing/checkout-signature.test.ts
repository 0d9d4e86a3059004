import { describe, expect, it } from 'vitest';
import { isSignedCheckoutUser, signCheckoutUser } from './checkout-signature';

// The user id checkout hands Paddle comes back in every webhook through the buyer's browser: only the
// server's signature makes a webhook believe it. Each test is a way a buyer could otherwise attach
// their subscription (and its later cancel or refund) to someone else's account.

const SECRET = 'pdl_ntfset_checkout_test';
const ALICE = 'user_alice';
const BOB = 'user_bob';

describe('signCheckoutUser', () => {
  // Subscriptions bought before a deploy carry the old signature in Paddle's custom_data for good, so
  // the signature of an id under a secret must never change: HMAC-SHA256('checkout-user:' + id).
  it('gives the same signature as every earlier release', () => {
    expect(signCheckoutUser(SECRET, ALICE)).toEqual({
      userId: ALICE,
      userSig: '45a0206dddd6c750d03c767950fed39172e0c83ff80b3335989db1b675a2c807',
    });
  });
});

describe('isSignedCheckoutUser', () => {
  const { userSig } = signCheckoutUser(SECRET, ALICE);

  it('believes the id checkout signed', () => {
    expect(isSignedCheckoutUser(SECRET, ALICE, userSig)).toBe(true);
  });

  it('does not believe another user’s id under that signature', () => {
    expect(isSignedCheckoutUser(SECRET, BOB, userSig)).toBe(false);
    expect(signCheckoutUser(SECRET, BOB).userSig).not.toBe(userSig);
  });

  it('does not believe a signature made with another secret', () => {
    expect(isSignedCheckoutUser(SECRET, ALICE, signCheckoutUser('another-secret', ALICE).userSig)).toBe(
      false,
    );
  });

  it('believes nothing without a secret, though anyone can sign with an empty key', () => {
    // Reconciliation applies Paddle's records with no secret: custom_data must not place them.
    expect(isSignedCheckoutUser('', ALICE, signCheckoutUser('', ALICE).userSig)).toBe(false);
  });

  it('refuses a missing, cut-short or lengthened signature without throwing', () => {
    expect(isSignedCheckoutUser(SECRET, ALICE, undefined)).toBe(false);
    expect(isSignedCheckoutUser(SECRET, ALICE, '')).toBe(false);
    expect(isSignedCheckoutUser(SECRET, ALICE, userSig.slice(0, 63))).toBe(false);
    expect(isSignedCheckoutUser(SECRET, ALICE, `${userSig}0`)).toBe(false);
  });

  it('believes the signature only as the text checkout made, not as a list of its bytes', () => {
    const bytes = [...Buffer.from(userSig)];
    expect(bytes).toHaveLength(64);
    expect(isSignedCheckoutUser(SECRET, ALICE, bytes)).toBe(false);
  });
});
