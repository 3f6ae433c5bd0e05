import { describe, expect, it } from 'vitest';
import { ADAPTERS } from './adapters/index.ts';
import { isPiiField, maskForLog } from './pii.ts';
import { platformConfigErrors } from './platform-config.ts';

describe('personal-data field names (spec 002 §5)', () => {
  it('recognises names that suggest personal data', () => {
    for (const name of [
      'email',
      'userEmail',
      'e_mail',
      'phone',
      'phone_number',
      'firstName',
      'last_name',
      'address',
      'zip',
      'password',
      'creditCard',
      'ip',
    ])
      expect(isPiiField(name), name).toBe(true);
    for (const name of [
      'item_name',
      'item_id',
      'price',
      'shipping_tier',
      'tip',
      'description',
      'zipper_color',
    ])
      expect(isPiiField(name), name).toBe(false);
  });

  it('masks them in log copies, at any depth', () => {
    expect(
      maskForLog({ event: 'view_item', email: 'ada@example.com', items: [{ item_id: 'a', phone: '1' }] }),
    ).toEqual({
      event: 'view_item',
      email: '***',
      items: [{ item_id: 'a', phone: '***' }],
    });
  });
});

describe('platform configuration (spec 002 §5)', () => {
  it('accepts a whole configuration of a platform with an adapter', () => {
    expect(
      platformConfigErrors({ platform: 'ga4', enabled: true, config: { containerId: 'GTM-X' } }),
    ).toEqual([]);
    expect(
      platformConfigErrors({
        platform: 'custom',
        enabled: false,
        config: {},
        fieldMappings: () => 'x',
        transformers: {},
      }),
    ).toEqual([]);
    expect(Object.keys(ADAPTERS)).toEqual(['ga4', 'facebook', 'tiktok', 'custom']);
  });

  it('names each problem', () => {
    expect(platformConfigErrors(null)).toEqual(['platform configuration must be an object']);
    expect(platformConfigErrors({ enabled: 'yes', config: [] })).toEqual([
      'platform is required',
      'enabled must be a boolean',
      'config must be an object',
    ]);
    expect(platformConfigErrors({ platform: 'google_ads', enabled: true, config: {} })).toEqual([
      'no adapter for platform google_ads',
    ]);
    expect(
      platformConfigErrors({
        platform: 'ga4',
        enabled: true,
        config: {},
        fieldMappings: 'item_id',
        transformers: 3,
      }),
    ).toEqual([
      'fieldMappings must be an object or a function',
      'transformers must be an object or a function',
    ]);
  });
});
