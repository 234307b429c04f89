import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { PublicProposalView } from '../features/proposals/components/public-proposal-view.tsx';

/**
 * /proposal/:token and /hi/proposal/:token: the mailed link of a proposal (noindex, not in the
 * sitemap). Prerendered as a shell; the token is read once hydrated.
 */
export default function ProposalPage() {
  const { t } = useTranslation('proposals');
  const param = useParams().token;
  const [token, setToken] = useState<string | undefined>(undefined);
  useEffect(() => setToken(param), [param]);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      {token === undefined ? (
        <Spinner label={t('public.loading')} />
      ) : (
        <PublicProposalView token={token} />
      )}
    </section>
  );
}
