/** "Try a sample quote": a shop's Messenger quote as people receive them (from the test set, content/quotes/01). */
export const SAMPLE_QUOTE = [
  'Good day sir! Here’s your quotation po 😊',
  'R5 7600 tray — 10,950',
  'B650M DS3H — 8,450',
  '2x16 6000 CL36 — 6,990',
  'RTX 4060 Dual OC 8GB — 18,750',
  'NV3 1TB — 3,650',
  'MWE 650 Bronze V2 — 3,150',
  'Montech Air 903 Max — 4,350',
  'AK400 — 1,850',
  'Total: 58,140',
  'Prices subject to change without prior notice. Pa-confirm po kung go na 🙏',
].join('\n');
