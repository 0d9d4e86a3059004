// Which IP addresses an outbound webhook may reach (issue 18). The same rule checks a literal
// address when a webhook is saved and every address a name resolves to when a delivery is sent, so
// our server never calls into its own machine or a private network on a stranger's behalf.

/** public: anyone's server; loopback: this machine (127/8, ::1); refused: never called. */
export type AddressKind = 'public' | 'loopback' | 'refused';

// [first address, prefix length] of IPv4 ranges that are not somewhere public.
const REFUSED_V4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT, shared by a provider's customers
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast, retired
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, with the broadcast address 255.255.255.255
];

/** A dotted-quad IPv4 address as a 32-bit number, or null when it is not one. */
export function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    n = n * 256 + Number(part);
  }
  return n;
}

const inV4 = (n: number, [first, bits]: readonly [string, number]) =>
  Math.floor(n / 2 ** (32 - bits)) === Math.floor((parseIPv4(first) ?? 0) / 2 ** (32 - bits));

function ipv4Kind(n: number): AddressKind {
  if (Math.floor(n / 2 ** 24) === 127) return 'loopback';
  return REFUSED_V4.some((range) => inV4(n, range)) ? 'refused' : 'public';
}

/** An IPv6 address as its eight 16-bit groups (a zone id dropped), or null when it is not one. */
export function parseIPv6(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (!address.includes(':')) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string, last: boolean): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    const parts = half.split(':');
    for (const [i, part] of parts.entries()) {
      if (last && i === parts.length - 1 && part.includes('.')) {
        // An IPv4 tail (::ffff:10.0.0.1) is the last two groups.
        const v4 = parseIPv4(part);
        if (v4 === null) return null;
        out.push(Math.floor(v4 / 65536), v4 % 65536);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) out.push(parseInt(part, 16));
      else return null;
    }
    return out;
  };
  const head = groupsOf(halves[0] ?? '', halves.length === 1);
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '', true) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

const v4Of = (high: number, low: number) => high * 65536 + low;
// An IPv4 address carried inside IPv6 reaches that IPv4 host, so it is judged as that host; even a
// carried loopback is refused, as only plain 127/8 and ::1 count as this machine.
const carried = (n: number): AddressKind => (ipv4Kind(n) === 'public' ? 'public' : 'refused');

function ipv6Kind(g: number[]): AddressKind {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroTo = (k: number) => g.slice(0, k).every((x) => x === 0);
  if (zeroTo(7) && g7 === 1) return 'loopback'; // ::1
  if (zeroTo(5) && g5 === 0xffff) return carried(v4Of(g6, g7)); // IPv4-mapped ::ffff:a.b.c.d
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return carried(v4Of(g6, g7)); // NAT64 64:ff9b::a.b.c.d
  if (g0 === 0x2002) return carried(v4Of(g1, g2)); // 6to4 2002:a.b.c.d::
  // Everything else outside global unicast 2000::/3 is refused: ::, the old IPv4-compatible ::/96,
  // NAT64 for local use, unique-local fc00::/7, link-local fe80::/10, site-local fec0::/10,
  // multicast ff00::/8 and the ranges not yet given out.
  if (g0 < 0x2000 || g0 > 0x3fff) return 'refused';
  if (g0 === 0x2001 && g1 < 0x200) return 'refused'; // 2001::/23 IETF assignments, Teredo among them
  if (g0 === 0x2001 && g1 === 0xdb8) return 'refused'; // documentation
  if (g0 === 0x3fff && g1 < 0x1000) return 'refused'; // documentation 3fff::/20
  return 'public';
}

/** What an IP address is to an outbound webhook, or null when the text is not an IP address. */
export function addressKind(text: string): AddressKind | null {
  const v4 = parseIPv4(text);
  if (v4 !== null) return ipv4Kind(v4);
  const v6 = parseIPv6(text);
  return v6 ? ipv6Kind(v6) : null;
}

/** May a webhook call this address? Loopback only when tests or local development allow it. */
export function addressAllowed(text: string, allowLoopback: boolean): boolean {
  const kind = addressKind(text);
  return kind === 'public' || (kind === 'loopback' && allowLoopback);
}
