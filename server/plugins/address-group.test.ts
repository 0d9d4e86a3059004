import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';

describe('addressGroup', () => {
  it('keeps IPv4 addresses, and IPv4-mapped IPv6 as IPv4', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 by its /64, however it is written', () => {
    const group = '2001:db8:abcd:12::/64';
    expect(addressGroup('2001:db8:abcd:12::1')).toBe(group);
    expect(addressGroup('2001:0db8:ABCD:0012:ffff:1:2:3')).toBe(group);
    expect(addressGroup('2001:db8:abcd:12:9::')).toBe(group);
    expect(addressGroup('2001:db8:abcd:12::1%eth0')).toBe(group);
    expect(addressGroup('2001:db8:abcd:13::1')).not.toBe(group);
  });

  it('expands :: wherever it stands', () => {
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::1.2.3.4')).toBe('0:0:0:0::/64');
  });

  it('gives a request whose client already hung up (no address) one shared key', () => {
    expect(addressGroup(undefined)).toBe('closed');
    expect(addressGroup('')).toBe('closed');
  });
});
