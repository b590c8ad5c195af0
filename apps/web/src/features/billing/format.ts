/** An amount in the currency's smallest unit (as Stripe gives it: cents) for people. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** How full the organisation is: 'reached' with no room, 'near' from 80 % (or one slot left). */
export function usageLevel(count: number, limit: number): 'ok' | 'near' | 'reached' {
  if (count >= limit) return 'reached';
  if (count >= limit * 0.8 || limit - count <= 1) return 'near';
  return 'ok';
}
