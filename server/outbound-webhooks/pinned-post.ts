import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressAllowed, addressKind } from '@core/api/webhook-address';

// Sending one outbound webhook (issue 18) to an address we checked. Checking the URL's text when it
// is saved is not enough: a name can point at this machine (`localhost.`, a hosts-file entry) or a
// private network, and can change between the check and the send (DNS rebinding). So the name is
// resolved here, every address it gives is checked, and the connection goes to those very
// addresses: the HTTP client is handed a lookup that answers them, and never asks DNS again. The
// request still names the host, so the Host header, TLS SNI and certificate checks are unchanged.

/** Resolves a name to all its addresses; injected by tests, so no test depends on real DNS. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: ResolveHost = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );

export interface SendOptions {
  /** WEBHOOK_ALLOW_LOOPBACK_HTTP: this machine (127/8, ::1) may be called, over http too. */
  allowLoopback: boolean;
  resolve?: ResolveHost;
  /** For the whole attempt: resolving, connecting and the answer's status line. */
  timeoutMs?: number;
}

/** A status when the receiver answered; an error (and no status) when it could not be reached. */
export type SendOutcome = { status: number; error?: string } | { status: null; error: string };

/** The lookup handed to the HTTP client: whatever name it asks for, only the checked addresses. */
export function pinnedLookup(checked: readonly LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const first = checked[0]!;
    if (options.all) callback(null, [...checked]);
    else callback(null, first.address, first.family);
  };
}

// A delivery that is not sent at all: its message is the reason recorded for the attempt.
class NotSent extends Error {}

/** Resolves the URL's host and checks every address; one refused address refuses them all. */
async function checkedAddresses(url: URL, options: SendOptions): Promise<LookupAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = addressKind(host) !== null;
  let addresses: LookupAddress[];
  if (literal) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch (err) {
      throw new NotSent(`could not resolve ${host}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
    }
  }
  if (addresses.length === 0) throw new NotSent(`could not resolve ${host}: no address`);
  const bad = addresses.find((a) => !addressAllowed(a.address, options.allowLoopback));
  if (bad)
    throw new NotSent(
      `refused: ${host} is at ${bad.address}, not a public address (this machine, a private or a reserved network)`,
    );
  // Plain http only to this machine, and only when tests or local development allow it.
  if (url.protocol === 'http:' && addresses.some((a) => addressKind(a.address) !== 'loopback'))
    throw new NotSent('refused: plain http is only for this machine in tests and local development');
  return addresses;
}

/**
 * POSTs the body to the URL, connecting only to the addresses checked for it. Redirects are never
 * followed: a 3xx is a failed delivery. The receiver should save the URL it moved to; following
 * would let a public host send us on to a private one, and every hop would need the same checks.
 */
export async function pinnedPost(
  raw: string,
  headers: Record<string, string>,
  body: string,
  options: SendOptions,
): Promise<SendOutcome> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = { status: null, error: `timed out after ${timeoutMs / 1000} s` } as const;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { status: null, error: 'not a valid URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { status: null, error: 'refused: only https URLs are called' };
  let addresses: LookupAddress[];
  try {
    // A resolver that hangs cannot be stopped, but the attempt ends at the deadline all the same.
    addresses = await Promise.race([
      checkedAddresses(url, options),
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    ]);
  } catch (err) {
    if (err instanceof NotSent) return { status: null, error: err.message };
    if (signal.aborted) return timedOut;
    throw err;
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    const req = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: pinnedLookup(addresses),
      // A connection of its own: a pooled socket would skip the lookup above.
      agent: false,
      signal,
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      // Only the status matters; the body is not read.
      res.destroy();
      if (status >= 300 && status < 400)
        resolve({ status, error: `HTTP ${status}: redirects are not followed; save the new URL instead` });
      else resolve({ status });
    });
    req.on('error', (err) =>
      resolve(signal.aborted ? timedOut : { status: null, error: String(err.message).slice(0, 200) }),
    );
    req.end(body);
  });
}
