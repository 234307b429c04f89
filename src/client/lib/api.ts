/** An API failure, carrying the message the spec's error catalogue (section 8) asks for. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** From Retry-After (429, 503): how long to wait before asking again. */
    readonly retryAfterSeconds?: number,
    /** The values named in the message, for saying it in another language by its code. */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The codes of the messages the client makes itself from a status, which no sentence lookup can
 * translate (the status is in them): `errors.json` says them in every language, `{{status}}` filled.
 */
export const CLIENT_ERROR_CODES = {
  serverErrorPage: 'client_server_error_page',
  unexpected: 'client_unexpected_error',
} as const;

type ErrorJson = {
  error?: {
    code?: string;
    message?: string;
    fields?: Record<string, string>;
    params?: Record<string, string | number>;
  };
};

/** Retry-After in seconds: a number of seconds or an HTTP date; undefined when absent or bad. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date names its day and month; a bare "-5" or "1.5" is no date, whatever V8 thinks.
  if (!/^[A-Za-z]{3}, /.test(trimmed)) return undefined;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The ApiError for a failed answer, from its status, headers and body: the server's own message
 * when it sent the project's JSON error shape. Shared by fetch and the upload's XHR.
 */
export function apiErrorFrom(
  status: number,
  header: (name: string) => string | null,
  text: string,
): ApiError {
  const contentType = header('content-type') ?? '';
  const retryAfter = retryAfterSeconds(header('retry-after'));
  if (contentType.includes('text/html'))
    return new ApiError(
      status,
      `${status}: Server error. Please try again later.`,
      CLIENT_ERROR_CODES.serverErrorPage,
      undefined,
      retryAfter,
      { status },
    );
  if (contentType.includes('application/json')) {
    try {
      const body = JSON.parse(text) as ErrorJson;
      if (body.error?.message)
        return new ApiError(
          status,
          body.error.message,
          body.error.code,
          body.error.fields,
          retryAfter,
          body.error.params,
        );
    } catch {
      // fall through to the plain-text form
    }
  }
  if (text) return new ApiError(status, `${status}: ${text}`, undefined, undefined, retryAfter);
  return new ApiError(
    status,
    `${status}: An unexpected error occurred`,
    CLIENT_ERROR_CODES.unexpected,
    undefined,
    retryAfter,
    { status },
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return apiErrorFrom(response.status, (name) => response.headers.get(name), text);
}

/** Set while a request that ends the session is on its way: what happens to reads meanwhile. */
let readHold: Promise<'ended' | 'kept'> | null = null;

/**
 * Holds every read sent while `ending` (a logout, an erasure) is on its way. If the session
 * ended, the held reads and any read sent until `releaseReads()` are never sent: they belong to
 * a page being left, and the server would refuse them with 401 (an error in the console of a
 * visitor who only clicked Logout while a lazy part of the page was still mounting). If the
 * request failed, the session goes on and the reads are sent.
 */
export function holdReadsWhile(ending: Promise<unknown>): void {
  const hold: Promise<'ended' | 'kept'> = ending.then(
    () => 'ended',
    () => {
      if (readHold === hold) readHold = null;
      return 'kept';
    },
  );
  readHold = hold;
}

/** The next page has rendered without the old session: reads go out again. */
export function releaseReads(): void {
  readHold = null;
}

/** Resolves when a read may be sent; never, for a read of a session that has just ended. */
async function readMayGo(): Promise<void> {
  const hold = readHold;
  if (hold && (await hold) === 'ended' && readHold === hold) await new Promise<never>(() => {});
}

/**
 * The one fetch wrapper: sends cookies and JSON, and turns every failure into an ApiError whose
 * message is fit to show (the server's own message when it sent one).
 */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    formData?: FormData;
    signal?: AbortSignal;
    /** Sent even while the session ends (the session's own read, which answers signed out). */
    sendWhileSessionEnds?: boolean;
    /**
     * What a successful answer whose body cannot be read stands for, where the spec counts it a
     * success (section 7: the login, the newsletter); without it, such an answer is an error.
     */
    unreadable?: T;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (init.formData) body = init.formData;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const method = init.method ?? (body ? 'POST' : 'GET');
  if (method === 'GET' && !init.sendWhileSessionEnds) await readMayGo();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      ...(body === undefined ? {} : { body }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Failed to complete request. Please try again.');
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  const hasStandIn = 'unreadable' in init;
  if (!type.includes('application/json')) {
    if (hasStandIn) return init.unreadable as T;
    throw new ApiError(
      response.status,
      'Server returned an invalid format. Please try again later.',
    );
  }
  try {
    return (await response.json()) as T;
  } catch {
    if (hasStandIn) return init.unreadable as T;
    throw new ApiError(response.status, 'Invalid JSON response from server. Please try again.');
  }
}
