import type { VerificationStep } from '../features/contact/components/contact-flow.tsx';
import { VerificationCard } from '../features/verification/components/verification-card.tsx';

/** The contact flow's second step: the verification feature's card, composed in by the page. */
export const verificationStep = (step: VerificationStep) => <VerificationCard {...step} />;
