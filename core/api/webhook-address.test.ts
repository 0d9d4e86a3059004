import { describe, expect, it } from 'vitest';
import { addressAllowed, addressKind, parseIPv6 } from './webhook-address';

// The one rule for where an outbound webhook may connect: every range below, both edges where an
// edge is easy to get wrong, in each spelling a resolver or a URL hands us.

const table: [string, 'public' | 'loopback' | 'refused'][] = [
  // IPv4 loopback
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  // unspecified, "this network"
  ['0.0.0.0', 'refused'],
  ['0.255.255.255', 'refused'],
  // private
  ['10.0.0.5', 'refused'],
  ['10.255.255.255', 'refused'],
  ['172.16.0.1', 'refused'],
  ['172.31.255.255', 'refused'],
  ['192.168.1.1', 'refused'],
  // carrier-grade NAT
  ['100.64.0.1', 'refused'],
  ['100.127.255.255', 'refused'],
  // link-local, with the cloud metadata address
  ['169.254.169.254', 'refused'],
  // IETF assignments, documentation, benchmarking, the old 6to4 relay
  ['192.0.0.170', 'refused'],
  ['192.0.2.10', 'refused'],
  ['198.18.0.1', 'refused'],
  ['198.19.255.255', 'refused'],
  ['198.51.100.7', 'refused'],
  ['203.0.113.9', 'refused'],
  ['192.88.99.1', 'refused'],
  // multicast, reserved, broadcast
  ['224.0.0.1', 'refused'],
  ['239.255.255.250', 'refused'],
  ['240.0.0.1', 'refused'],
  ['255.255.255.255', 'refused'],
  // public IPv4, just outside the ranges above
  ['8.8.8.8', 'public'],
  ['9.255.255.255', 'public'],
  ['11.0.0.0', 'public'],
  ['100.63.255.255', 'public'],
  ['100.128.0.0', 'public'],
  ['126.255.255.255', 'public'],
  ['128.0.0.0', 'public'],
  ['169.253.255.255', 'public'],
  ['172.15.255.255', 'public'],
  ['172.32.0.0', 'public'],
  ['192.0.1.1', 'public'],
  ['192.0.3.1', 'public'],
  ['192.167.255.255', 'public'],
  ['192.169.0.0', 'public'],
  ['198.17.255.255', 'public'],
  ['198.20.0.0', 'public'],
  ['198.51.101.1', 'public'],
  ['203.0.112.255', 'public'],
  ['223.255.255.255', 'public'],
  // IPv6 loopback and unspecified
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['::', 'refused'],
  // IPv4-mapped: judged as the IPv4 host, and a mapped loopback is not "this machine" for the flag
  ['::ffff:127.0.0.1', 'refused'],
  ['::ffff:7f00:1', 'refused'],
  ['::ffff:10.0.0.1', 'refused'],
  ['::ffff:a00:1', 'refused'],
  ['::ffff:169.254.169.254', 'refused'],
  ['0:0:0:0:0:ffff:192.168.0.1', 'refused'],
  ['::ffff:8.8.8.8', 'public'],
  // the old IPv4-compatible form and the IPv4-translated one
  ['::127.0.0.1', 'refused'],
  ['::8.8.8.8', 'refused'],
  ['::ffff:0:8.8.8.8', 'refused'],
  // NAT64 and 6to4 carrying a private or a public IPv4
  ['64:ff9b::10.0.0.1', 'refused'],
  ['64:ff9b::7f00:1', 'refused'],
  ['64:ff9b::808:808', 'public'],
  ['64:ff9b:1::808:808', 'refused'],
  ['2002:a00:1::1', 'refused'],
  ['2002:c0a8:101::', 'refused'],
  ['2002:7f00:1::1', 'refused'],
  ['2002:808:808::1', 'public'],
  // unique-local, link-local (with a zone id), site-local, multicast
  ['fc00::1', 'refused'],
  ['fd12:3456:789a::1', 'refused'],
  ['fe80::1', 'refused'],
  ['fe80::1%eth0', 'refused'],
  ['febf:ffff::1', 'refused'],
  ['fec0::1', 'refused'],
  ['feff::1', 'refused'],
  ['ff02::1', 'refused'],
  // IETF assignments (Teredo among them) and documentation
  ['2001::1', 'refused'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'refused'],
  ['2001:1ff::1', 'refused'],
  ['2001:db8::1', 'refused'],
  ['3fff::1', 'refused'],
  // outside global unicast
  ['4000::1', 'refused'],
  ['100::1', 'refused'],
  // public IPv6
  ['2001:200::1', 'public'],
  ['2001:4860:4860::8888', 'public'],
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001::200e', 'public'],
  ['3ffe:1000::1', 'public'],
  ['[2606:4700::1]', 'public'],
];

describe('where an outbound webhook may connect', () => {
  it.each(table)('%s is %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind);
  });

  it('calls loopback (127/8 and ::1 only) just when tests or local development allow it', () => {
    for (const ip of ['127.0.0.1', '127.0.0.2', '::1']) {
      expect(addressAllowed(ip, false), ip).toBe(false);
      expect(addressAllowed(ip, true), ip).toBe(true);
    }
    for (const ip of [
      '10.0.0.5',
      '100.64.0.1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'fd00::1',
      '0.0.0.0',
      '::',
    ])
      expect(addressAllowed(ip, true), ip).toBe(false);
    expect(addressAllowed('8.8.8.8', false)).toBe(true);
  });

  it('takes nothing that is not an address as one', () => {
    for (const text of [
      'localhost',
      'example.com',
      '1.2.3',
      '1.2.3.4.5',
      '256.0.0.1',
      '1.2.3.-4',
      '0x7f.0.0.1',
      ':::',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '::12345',
      '1.2.3.4::',
      'g::1',
      '',
    ])
      expect(addressKind(text), text).toBeNull();
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
  });
});
