import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database.ts';

type Lookup = 'id' | 'uid' | 'user_code';

async function findPayload(db: Db, model: string, column: Lookup, value: string) {
  const row = await db
    .selectFrom('oidc_payloads')
    .select(['payload', 'consumed_at', 'expires_at'])
    .where('model', '=', model)
    .where(column, '=', value)
    .executeTakeFirst();
  if (!row || (row.expires_at && row.expires_at.getTime() < Date.now())) return undefined;
  return { ...row.payload, ...(row.consumed_at ? { consumed: true } : {}) } as AdapterPayload;
}

/** oidc-provider storage in PostgreSQL: one table, one row a model instance. */
export function createAdapterFactory(db: Db) {
  return class PostgresAdapter implements Adapter {
    readonly model: string;
    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insertInto('oidc_payloads')
        .values(row)
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    find(id: string) {
      return findPayload(db, this.model, 'id', id);
    }

    findByUid(uid: string) {
      return findPayload(db, this.model, 'uid', uid);
    }

    findByUserCode(userCode: string) {
      return findPayload(db, this.model, 'user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: new Date() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }
  };
}
