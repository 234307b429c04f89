import { vi } from 'vitest';

/** What a component sent: method, path with query, and the JSON body (undefined without one). */
export type SentRequest = { method: string; path: string; body: unknown };

type Answer = Response | Promise<Response>;
type Route = (request: SentRequest) => Answer;

/** A JSON answer as the server gives it. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The project's error shape (src/server/errors.ts). */
export function apiError(
  status: number,
  message: string,
  extra: { code?: string; fields?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  return json(
    status,
    {
      error: {
        code: extra.code ?? 'error',
        message,
        ...(extra.fields ? { fields: extra.fields } : {}),
      },
    },
    extra.headers,
  );
}

/** An answer that waits until `release()`: the component's busy state can be looked at. */
export function held(answer: () => Response) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answer: gate.then(answer), release };
}

/**
 * A stand-in for the network at its boundary, `fetch`: each test says what the server answers,
 * keyed "METHOD /path" (query ignored), and reads back what was sent. The session is a visitor's
 * unless a route says otherwise; anything unrouted answers 404 in the project's error shape.
 */
export function serverStandIn(routes: Record<string, Route | Answer> = {}) {
  const sent: SentRequest[] = [];
  const table: Record<string, Route | Answer> = {
    'GET /api/auth/session': () => json(200, { user: null }),
    ...routes,
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request = { method, path: `${url.pathname}${url.search}`, body };
    sent.push(request);
    const route = table[`${method} ${url.pathname}`];
    if (!route) return apiError(404, 'There is nothing at this address.');
    return typeof route === 'function' ? route(request) : (await route).clone();
  });
  vi.stubGlobal('fetch', fetch);
  return {
    /** Every request so far, in order. */
    sent,
    /** The requests to one "METHOD /path". */
    to: (key: string) =>
      sent.filter((request) => `${request.method} ${request.path.split('?')[0]}` === key),
    /** Replaces or adds a route for the rest of the test. */
    route: (key: string, route: Route | Answer) => {
      table[key] = route;
    },
  };
}

/** What an upload sent over XMLHttpRequest: its URL and the multipart fields, files by name. */
export type SentUpload = { method: string; url: string; fields: Record<string, string> };

/**
 * A stand-in for XMLHttpRequest, which the upload uses for its progress events: every request
 * reports `progress` percent uploaded, then waits for `answer` (a Response) before it loads.
 */
export function uploadStandIn(answer: () => Response | Promise<Response>, progress = 40) {
  const sent: SentUpload[] = [];
  class StandInXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private aborted = false;
    private answered: Response | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return this.answered?.headers.get(name) ?? null;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: FormData) {
      const fields: Record<string, string> = {};
      for (const [name, value] of body.entries())
        fields[name] = typeof value === 'string' ? value : value.name;
      sent.push({ method: this.method, url: this.url, fields });
      queueMicrotask(() =>
        this.upload.onprogress?.({ lengthComputable: true, loaded: progress, total: 100 } as never),
      );
      void Promise.resolve(answer()).then(async (response) => {
        if (this.aborted) return;
        this.answered = response;
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', StandInXhr);
  return { sent };
}
