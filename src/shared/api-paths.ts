/**
 * The convention for API paths: each shared schema module (`src/shared/schemas/<feature>.ts`)
 * exports `<feature>Api`, an object of plain functions that return a path, beside the request
 * and answer schemas of the same routes. Client calls, links and downloads use them; no client
 * file writes an `/api/` string (tests/repo/api-paths.test.ts). A builder takes the route's
 * parameters in URL order and encodes them.
 */

/** A path parameter: a record id (a number) or a token. */
export type PathParam = string | number;

/** `/api/…` with one encoded path segment. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

/** A path with a query string made of the given values (undefined and '' left out). */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | undefined | null>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
