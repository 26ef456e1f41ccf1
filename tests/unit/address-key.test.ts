import { describe, expect, it } from 'vitest';
import { addressKey } from '@/lib/server/platform/client-ip';

describe('addressKey: the part of a client address a rate limit counts', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['::ffff:cb00:7105', '203.0.113.5'],
    ['0:0:0:0:0:ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:eeee:dddd:cccc', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2:3:4:192.0.2.1', '2001:db8:1:2::/64'],
    ['unknown', 'unknown'],
  ])('%s -> %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('puts every address of one /64 in one bucket and neighbouring /64s in others', () => {
    expect(new Set(['2001:db8:a:b::1', '2001:db8:a:b:ffff::', '2001:db8:a:b:1:2:3:4'].map(addressKey)).size).toBe(1);
    expect(addressKey('2001:db8:a:b::1')).not.toBe(addressKey('2001:db8:a:c::1'));
  });
});
