import { describe, expect, it } from 'vitest';
import { isDatabaseDown } from './error-handler.ts';

describe('a database that went away', () => {
  it('is told by PostgreSQL’s codes and by node-postgres’s code-less words, so the answer is a 503 to retry', () => {
    expect(
      isDatabaseDown({ code: '57P01', message: 'terminating connection due to administrator command' }),
    ).toBe(true);
    expect(isDatabaseDown({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5433' })).toBe(
      true,
    );
    expect(
      isDatabaseDown({ message: 'Client has encountered a connection error and is not queryable' }),
    ).toBe(true);
    expect(isDatabaseDown({ message: 'Connection terminated unexpectedly' })).toBe(true);
  });

  it('is told by a PANIC, whatever its code: PostgreSQL then restarts and ends every session', () => {
    // What the embedded PostgreSQL said when its WAL disk filled mid-commit (CI, 11-28); node-postgres
    // gives the ErrorResponse's severity field (S) as `severity`.
    expect(
      isDatabaseDown({
        code: 'XX000',
        severity: 'PANIC',
        message: 'cannot abort transaction 3038, it was already committed',
      }),
    ).toBe(true);
    expect(isDatabaseDown({ code: 'XX000', severity: 'ERROR', message: 'cache lookup failed' })).toBe(false);
  });

  it('is told when the pool waited its bound for a connection, and inside an AggregateError of each address tried', () => {
    // pg-pool's words when connectionTimeoutMillis passes (node-postgres, packages/pg-pool/index.js).
    expect(isDatabaseDown(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // Node tries each address of `localhost` and reports them together (net.connect, autoSelectFamily).
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseDown(new AggregateError([refused, refused], ''))).toBe(true);
    expect(isDatabaseDown(new Error('query failed', { cause: refused }))).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isDatabaseDown({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(
      false,
    );
    expect(isDatabaseDown({ message: 'Cannot read properties of undefined' })).toBe(false);
    expect(isDatabaseDown({ code: '22P02', message: 'connection error in the text of a value' })).toBe(false);
  });
});
