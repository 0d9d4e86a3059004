import type { ParseAccountResult } from '../platforms';

// Reads a Bluesky account as a creator pastes it: `@name.bsky.social`, `name.bsky.social`, a
// custom-domain handle (`alice.com`), a DID, or a profile link (`https://bsky.app/profile/…`,
// with or without https://, www. or m., a trailing /post/… path, a query). The rules follow:
// - handles: AT Protocol "Handle" spec (atproto.com/specs/handle, "Handle Identifier Syntax"):
//   ASCII letters, digits and hyphens in dot-separated labels of 1 to 63 characters that neither
//   start nor end with a hyphen, at least two labels, a last label (the TLD) that does not start
//   with a digit, at most 253 characters, compared lowercased. The TLDs the spec and
//   @bluesky-social/syntax (DISALLOWED_TLDS) list as never resolving (.local, .arpa, .invalid,
//   .localhost, .internal, .example, .alt, .onion) are refused: Bluesky cannot find such a handle.
// - DIDs: AT Protocol "DID" spec (atproto.com/specs/did): atproto uses did:plc (24 characters of
//   lowercase base32, a-z and 2-7) and did:web (a hostname only: atproto does not support paths).
// - links: the Bluesky app's profile pages, bsky.app/profile/<handle or DID>[/post/<id>].
// A DID is the account's stable id; a handle is a name Bluesky resolves (app.bsky.actor.getProfile
// takes either, as its `actor` parameter of format at-identifier).

const MAX_HANDLE_LENGTH = 253;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const DID_PLC = /^did:plc:[a-z2-7]{24}$/;
const NEVER_RESOLVING_TLDS = new Set([
  'local',
  'arpa',
  'invalid',
  'localhost',
  'internal',
  'example',
  'alt',
  'onion',
]);
const BSKY_APP_HOST = /^(?:www\.|m\.)?bsky\.app$/;

const NOT_BLUESKY = 'That is not a Bluesky handle, DID or profile link.';

const fail = (message: string): ParseAccountResult => ({ ok: false, message });

export function parseBluesky(input: string): ParseAccountResult {
  const text = input.trim();
  if (text === '') return fail('Paste a Bluesky handle (name.bsky.social), DID or profile link.');
  const actor = looksLikeLink(text) ? readProfileLink(text) : text.replace(/^@/, '');
  if (typeof actor !== 'string') return actor;
  return /^did:/i.test(actor) ? readDid(actor) : readHandle(actor);
}

/** A link: it names a scheme, or has a path after its first word (`bsky.app/profile/…`). */
function looksLikeLink(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || (/\//.test(text) && !/^@?did:/i.test(text));
}

/** The handle or DID a bsky.app profile link names, or why it names none. */
function readProfileLink(text: string): string | ParseAccountResult {
  const withoutScheme = text.replace(/^https?:\/\//i, '');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(withoutScheme)) return fail(NOT_BLUESKY);
  const [hostAndPath = ''] = withoutScheme.split(/[?#]/);
  const [host = '', ...segments] = hostAndPath.split('/');
  if (!BSKY_APP_HOST.test(host.toLowerCase()))
    return fail('That link is not a Bluesky profile link (bsky.app/profile/name.bsky.social).');
  const [page, actor] = segments;
  if (page !== 'profile' || !actor) return fail('That Bluesky link does not point to a profile.');
  try {
    // The app writes a DID's colons as they are, but a copied link may carry them as %3A.
    return decodeURIComponent(actor).replace(/^@/, '');
  } catch {
    return fail(NOT_BLUESKY);
  }
}

function readDid(text: string): ParseAccountResult {
  // DIDs are case-sensitive, but both methods atproto uses are written in lowercase only
  // (did:plc's base32 alphabet, and did:web's hostname, which ignores case).
  const did = text.toLowerCase();
  if (did.startsWith('did:plc:')) {
    if (DID_PLC.test(did)) return { ok: true, account: { kind: 'id', value: did } };
    return fail(
      'That is not a Bluesky DID: did:plc: is followed by 24 characters (letters a-z, digits 2-7).',
    );
  }
  if (did.startsWith('did:web:')) {
    if (isHostname(did.slice('did:web:'.length))) return { ok: true, account: { kind: 'id', value: did } };
    return fail(
      'That is not a Bluesky DID: did:web: is followed by a domain name, such as did:web:alice.com.',
    );
  }
  return fail('Bluesky accounts have a did:plc: or did:web: DID.');
}

function readHandle(text: string): ParseAccountResult {
  const handle = text.toLowerCase();
  if (!handle.includes('.')) {
    return LABEL.test(handle)
      ? fail(`A Bluesky handle has a domain: did you mean ${handle}.bsky.social?`)
      : fail(NOT_BLUESKY);
  }
  if (!isHostname(handle)) return fail(NOT_BLUESKY);
  const tld = handle.slice(handle.lastIndexOf('.') + 1);
  if (NEVER_RESOLVING_TLDS.has(tld)) return fail(`A Bluesky handle cannot end in .${tld}.`);
  return { ok: true, account: { kind: 'handle', value: handle } };
}

/** The handle syntax (a lowercased hostname of two labels or more, TLD not starting with a digit). */
function isHostname(name: string): boolean {
  if (name.length > MAX_HANDLE_LENGTH) return false;
  const labels = name.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^[0-9]/.test(tld);
}
