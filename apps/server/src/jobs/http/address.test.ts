import { describe, expect, it } from 'vitest';
import { blockReason, classifyAddress, hostBlockReason, parseIPv4, parseIPv6 } from './address.ts';

describe('parseIPv4: every inet_aton spelling', () => {
  it.each([
    ['127.0.0.1', [127, 0, 0, 1]],
    ['127.1', [127, 0, 0, 1]],
    ['127.0.1', [127, 0, 0, 1]],
    ['2130706433', [127, 0, 0, 1]],
    ['0x7f000001', [127, 0, 0, 1]],
    ['0X7F.1', [127, 0, 0, 1]],
    ['0177.0.0.1', [127, 0, 0, 1]],
    ['0x7f.0x0.0x0.0x1', [127, 0, 0, 1]],
    ['017700000001', [127, 0, 0, 1]],
    ['127.0.0.1.', [127, 0, 0, 1]],
    ['0', [0, 0, 0, 0]],
    ['10.1.65535', [10, 1, 255, 255]],
  ])('%s', (text, bytes) => expect(parseIPv4(text)).toEqual(bytes));

  it.each(['256.0.0.1', '1.2.3.4.5', 'example.com', '1..2', '09.1.1.1', '4294967296', '', '1.2.3.256'])(
    'is not an address: %s',
    (text) => expect(parseIPv4(text)).toBeNull(),
  );
});

describe('parseIPv6', () => {
  it('reads compressed, bracketed, zoned and dotted-tail forms', () => {
    expect(parseIPv6('::1')).toEqual([...Array(15).fill(0), 1]);
    expect(parseIPv6('[::ffff:127.0.0.1]')).toEqual([...Array(10).fill(0), 255, 255, 127, 0, 0, 1]);
    expect(parseIPv6('::ffff:7f00:1')).toEqual(parseIPv6('::ffff:127.0.0.1'));
    expect(parseIPv6('fe80::1%eth0')?.slice(0, 2)).toEqual([0xfe, 0x80]);
    expect(parseIPv6('0:0:0:0:0:0:0:1')).toEqual(parseIPv6('::1'));
    for (const bad of ['1:2:3:4:5:6:7:8:9', '1::2::3', 'g::1', '12345::', 'example.com', '1:2:3:4:5:6:7:8::'])
      expect(parseIPv6(bad), bad).toBeNull();
  });
});

describe('classifyAddress', () => {
  it.each([
    // loopback in every spelling
    ['127.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['2002:7f00:1::', 'loopback'],
    // private
    ['10.0.0.1', 'private'],
    ['167772161', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['0xc0a80101', 'private'],
    ['::ffff:192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    // link-local, CGNAT, metadata
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%25eth0', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['169.254.169.254', 'metadata'],
    ['0xa9fea9fe', 'metadata'],
    ['2852039166', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    // unspecified, multicast, reserved
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified'],
    ['::', 'unspecified'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001:0::1', 'reserved'],
    ['::8.8.8.8', 'reserved'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(classifyAddress(address)?.blocked).toBe(reason);
    expect(blockReason(address)).toBe(reason);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '134744072',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '169.253.255.255',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:0808:0808::1',
  ])('allows the public address %s', (address) => {
    expect(classifyAddress(address)?.blocked).toBeNull();
    expect(blockReason(address)).toBeNull();
  });

  it('reads names as names, and refuses anything that is not an address when asked about a socket', () => {
    expect(classifyAddress('localhost')).toBeNull();
    expect(classifyAddress('hooks.example.com')).toBeNull();
    expect(blockReason('hooks.example.com')).toBe('reserved');
  });
});

// Issue 25 item 7: names a resolver may not know (so a lookup fails and nothing was refused) but
// that mean this machine: RFC 6761 section 6.3 (`localhost`, `*.localhost`), the trailing-dot
// absolute form of a name (RFC 1034 section 3.1), and Debian's /etc/hosts names for ::1.
describe('hostBlockReason: a URL host refused before any lookup', () => {
  it.each([
    ['localhost', 'loopback'],
    ['localhost.', 'loopback'],
    ['LOCALHOST..', 'loopback'],
    ['api.localhost', 'loopback'],
    ['api.localhost.', 'loopback'],
    ['ip6-localhost', 'loopback'],
    ['ip6-loopback', 'loopback'],
    ['ip6-localhost.', 'loopback'],
    ['localhost.localdomain', 'loopback'],
    ['localhost6', 'loopback'],
    ['ip6-allnodes', 'multicast'],
    ['127.0.0.1.', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['[::]', 'unspecified'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['[::ffff:169.254.169.254]', 'metadata'],
    ['169.254.169.254', 'metadata'],
    ['.', 'reserved'],
  ])('%s (%s)', (host, reason) => expect(hostBlockReason(host)).toBe(reason));

  it.each(['hooks.example.com', 'localhost.example.com', 'mylocalhost', '8.8.8.8', '[2606:4700:4700::1111]'])(
    'leaves %s to the lookup',
    (host) => expect(hostBlockReason(host)).toBeNull(),
  );
});
