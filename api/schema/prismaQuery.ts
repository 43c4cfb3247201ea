/**
 * Whether Pothos asks a model for its columns and at most the relations named: then a row read
 * with those relations (a prepared statement on the bare pool, issue 31) answers the query
 * whatever fields it picks, and Prisma's query need not run.
 */
export function asksOnly(query: { include?: object; select?: object }, relations: readonly string[]): boolean {
  if (query.select !== undefined) return false;
  return Object.keys(query.include ?? {}).every((relation) => relations.includes(relation));
}
