/** An amount as the manufacturer's systems write it ('1,234.50'): raw text for the import feed. */
export const sourceAmount = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
