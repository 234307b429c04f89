import { z } from 'zod';
import { decimalString } from './decimal.ts';

/** Rows per page of an admin table when the caller does not say. */
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
/** Largest page an admin list answers. */
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Longest search text accepted. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/**
 * `?page=&pageSize=&q=` of every list (lib/lists.ts on the server). `q` matches name, e-mail or
 * company, "contains" and ignoring case.
 */
const PAGE_MESSAGE = 'Page must be 1 or more';
const PAGE_SIZE_MESSAGE = `Page size must be between 1 and ${ADMIN_PAGE_SIZE_MAX}`;

export const listQuerySchema = z.object({
  page: decimalString(PAGE_MESSAGE, { integer: true })
    .pipe(z.number().int().min(1, PAGE_MESSAGE))
    .default(1),
  pageSize: decimalString(PAGE_SIZE_MESSAGE, { integer: true })
    .pipe(z.number().int().min(1, PAGE_SIZE_MESSAGE).max(ADMIN_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE))
    .default(ADMIN_PAGE_SIZE_DEFAULT),
  q: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX_LENGTH, 'The search text is too long')
    // PostgreSQL cannot hold a NUL character in text, so it could never match anything; the unit
    // separator joins the fields of a stored search column (leads.search), so it would match
    // across them.
    .refine(
      (value) => !value.includes('\u0000') && !value.includes('\u001f'),
      'The search text is not valid',
    )
    .optional()
    .transform((value) => value || undefined),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/**
 * Rows a list counts exactly; past it the total is this number with `totalAtLeast` ("10,000+"),
 * so that no page waits on counting a million rows.
 */
export const EXACT_TOTAL_LIMIT = 10_000;

/** Where a page sits in the whole filtered list. */
export const pageInfoSchema = z.object({
  total: z.number().int(),
  /** True when more rows match than EXACT_TOTAL_LIMIT: then `total` is that limit. */
  totalAtLeast: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
