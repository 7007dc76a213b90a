/**
 * Prices are whole Philippine pesos, shown with the peso sign in en-PH format: ₱12,345.
 *
 * Written out by hand rather than with `Intl.NumberFormat`: building that formatter loads ICU's
 * currency data, about 36 ms on this machine and 145 ms on Lighthouse's simulated phone, inside
 * the first script of every page that shows a price. The digits are the same (a test compares
 * both over a wide range); only amounts that are not finite numbers go to Intl.
 */
let intlPeso: Intl.NumberFormat | undefined;

export function formatPeso(amount: number): string {
  const pesos = Math.round(amount);
  if (!Number.isFinite(pesos)) {
    intlPeso ??= new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    return intlPeso.format(pesos);
  }
  return `${pesos < 0 ? '-' : ''}₱${groupThousands(Math.abs(pesos))}`;
}

/** A whole number with en-PH thousands separators (12,345), without building an Intl formatter. */
export function groupThousands(whole: number): string {
  // Numbers beyond 2^53 print in exponent form; no count or peso amount here gets there.
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
