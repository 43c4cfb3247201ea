/**
 * The row number inside a node id of a table keyed by an integer (chat messages, Q&A posts), or
 * -1, a number no row has, for anything else: node ids come from clients and are not trusted.
 */
export function rowNumber(id: string | number): number {
  const text = String(id);
  return /^\d{1,9}$/.test(text) ? Number(text) : -1;
}
