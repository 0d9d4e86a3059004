import { isIPv6 } from 'node:net';

/**
 * The key per-address limits count by. An IPv6 client is counted by its /64: a home or a server
 * usually holds a whole /64, so counting single addresses would let one client rotate through
 * 2^64 of them past every limit. IPv4 (also IPv4-mapped IPv6) is counted by its address.
 */
export function addressGroup(ip: string | undefined): string {
  // A client that hung up before its request was read leaves no address (Node clears the socket's):
  // nothing can answer it, and all such requests share one key rather than fail with a 500.
  if (!ip) return 'closed';
  const address = ip.split('%')[0] ?? ip; // a zone id names an interface, not a client
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const width = (part: string) => (part.includes('.') ? 2 : 1); // a dotted IPv4 tail is 2 groups
  const split = (s: string) => (s ? s.split(':') : []);
  const [head = '', tail] = address.split('::');
  const front = split(head);
  const back = tail === undefined ? [] : split(tail);
  const used = [...front, ...back].reduce((n, part) => n + width(part), 0);
  const groups = tail === undefined ? front : [...front, ...Array(8 - used).fill('0'), ...back];
  const prefix = groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
