/** Prices are whole Philippine pesos, shown with the peso sign in en-PH format: ₱12,345. */
const PESO = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatPeso(amount: number): string {
  return PESO.format(Math.round(amount));
}
