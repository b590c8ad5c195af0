import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createSealer, SecretUnreadable } from './secrets.ts';

// With SECRETS_KEY set, the database is never asked for the derived key's base.
const noDb = {} as Db;

describe('network-server secrets', () => {
  it('seal with AES-256-GCM and open again, never showing the plain text', async () => {
    const sealer = await createSealer(noDb, { SECRETS_KEY: 'a long deployment secret' });
    const sealed = sealer.seal('NNSXS.SECRET', 'org-1:ttnApiKey');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('SECRET');
    expect(sealer.seal('NNSXS.SECRET', 'org-1:ttnApiKey')).not.toBe(sealed);
    expect(sealer.open(sealed, 'org-1:ttnApiKey')).toBe('NNSXS.SECRET');
  });

  it('refuse a value moved to another organisation or field, or sealed with another key', async () => {
    const sealer = await createSealer(noDb, { SECRETS_KEY: 'a long deployment secret' });
    const sealed = sealer.seal('token', 'org-1:chirpstackApiToken');
    expect(() => sealer.open(sealed, 'org-2:chirpstackApiToken')).toThrow(SecretUnreadable);
    const other = await createSealer(noDb, { SECRETS_KEY: 'another key' });
    expect(() => other.open(sealed, 'org-1:chirpstackApiToken')).toThrow(/SECRETS_KEY/);
    expect(() => sealer.open('plain text', 'org-1:chirpstackApiToken')).toThrow(SecretUnreadable);
  });
});
