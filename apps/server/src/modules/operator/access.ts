import { operatorMessages } from '@pinpoint/shared';
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../lib/errors.ts';

export type OperatorRule = {
  /** OPERATOR_EMAILS, lower case. */
  emails: readonly string[];
  /** Demo mode: the deployment's first account is its operator too (never silently otherwise). */
  demo: boolean;
};

/** Lower-case e-mail addresses from a comma- or space-separated OPERATOR_EMAILS. */
export function operatorEmails(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,;]+/)
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Whether the user is one of the deployment's operators: a verified address named by
 * OPERATOR_EMAILS (an unverified one could be anybody's sign-up), or in demo mode the first
 * account the deployment has.
 */
export async function isOperator(db: Db, rule: OperatorRule, sub: string): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'email_verified', 'created_at'])
    .where('sub', '=', sub)
    .executeTakeFirst();
  if (!user) return false;
  if (user.email_verified && rule.emails.includes(user.email.toLowerCase())) return true;
  if (!rule.demo) return false;
  const first = await db
    .selectFrom('users')
    .select('sub')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return first?.sub === sub;
}

export async function requireOperator(db: Db, rule: OperatorRule, sub: string): Promise<void> {
  if (!(await isOperator(db, rule, sub))) throw forbidden(operatorMessages.operatorsOnly);
}
