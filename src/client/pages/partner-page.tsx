import { PartnerLoginCard } from '../features/partners/components/partner-login-card.tsx';
import { PartnerSignupForm } from '../features/partners/components/partner-signup-form.tsx';
import { ProgrammeIntro } from '../features/partners/components/programme-intro.tsx';

/** /partner: the programme in brief, the partners' login card and the application form. */
export default function PartnerPage() {
  return (
    <>
      <ProgrammeIntro />
      <div className="bg-cream">
        <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:py-16">
          <PartnerLoginCard />
          <PartnerSignupForm />
        </div>
      </div>
    </>
  );
}
