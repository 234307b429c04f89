import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../ui/card.tsx';

/** A small page with one card under a heading: the account links' pages (reset, confirm). */
export function NarrowPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="bg-linear-to-b from-navy-50 to-white px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-xl">
        <h1 className="text-center text-3xl font-bold text-navy-900 sm:text-4xl">{heading}</h1>
        <Card className="mt-8 p-5 sm:p-8">{children}</Card>
      </div>
    </section>
  );
}

/**
 * The `token` of a mailed link's query, once hydrated (undefined before): the page is
 * prerendered without a query, so the first render in the browser must not depend on it.
 */
export function useLinkToken(): string | null | undefined {
  const [params] = useSearchParams();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(params.get('token')), [params]);
  return token;
}
