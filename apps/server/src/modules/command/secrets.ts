import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';

/**
 * Network-server secrets (API keys, tokens, downlink URLs) are stored encrypted with AES-256-GCM.
 * The key comes from SECRETS_KEY (any text, hashed to 256 bits). Without it, the key is derived
 * (HKDF-SHA256) from 32 random bytes generated once and kept in the database's server_secrets
 * table: that protects a leaked copy of the settings table, not a leaked copy of the whole
 * database, so deployments set SECRETS_KEY (README). Each value is bound to its organisation and
 * field (the GCM additional data), so a stored value copied to another row does not open.
 */
export type Sealer = {
  seal: (plain: string, context: string) => string;
  /** Throws SecretUnreadable when the value was sealed with another key or for another place. */
  open: (sealed: string, context: string) => string;
};

export class SecretUnreadable extends Error {}

const VERSION = 'v1';
const BASE_NAME = 'secrets_key_base';

async function storedBase(db: Db): Promise<Buffer> {
  const read = async () =>
    (await db.selectFrom('server_secrets').select('value').where('name', '=', BASE_NAME).executeTakeFirst())
      ?.value as string | undefined;
  let base = await read();
  if (!base) {
    await db
      .insertInto('server_secrets')
      .values({ name: BASE_NAME, value: JSON.stringify(randomBytes(32).toString('base64')) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    base = await read();
  }
  return Buffer.from(base as string, 'base64');
}

async function keyOf(db: Db, config: Pick<ServerConfig, 'SECRETS_KEY'>): Promise<Buffer> {
  if (config.SECRETS_KEY) return createHash('sha256').update(config.SECRETS_KEY, 'utf8').digest();
  const base = await storedBase(db);
  return Buffer.from(hkdfSync('sha256', base, 'pinpoint', 'network-settings', 32));
}

export async function createSealer(db: Db, config: Pick<ServerConfig, 'SECRETS_KEY'>): Promise<Sealer> {
  const key = await keyOf(db, config);
  const aad = (context: string) => Buffer.from(`pinpoint:${VERSION}:${context}`, 'utf8');
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(context));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined)
        throw new SecretUnreadable('Unknown secret format');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretUnreadable(
          'A stored secret cannot be decrypted: was SECRETS_KEY changed? Enter it again.',
        );
      }
    },
  };
}
