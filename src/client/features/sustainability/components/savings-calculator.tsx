import { ArrowRight, Link2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { calculateSavings } from '#shared/calculator.ts';
import { paths } from '#shared/paths.ts';
import { useCalculatorInput } from '../hooks/use-calculator-input.ts';
import { CALCULATOR_SECTION_ID } from '../lib/calculator-section.ts';
import { CalculatorForm } from './calculator-form.tsx';
import { CalculatorResults } from './calculator-results.tsx';
import { FinancingComparison } from './financing-comparison.tsx';
import { SavingsChart } from './savings-chart.tsx';

/** The savings calculator: inputs (kept in the URL), figures, chart and the way to a quote. */
export function SavingsCalculator() {
  const { t } = useTranslation('sustainability');
  const [input, setInput] = useCalculatorInput();
  const result = useMemo(() => calculateSavings(input), [input]);

  const copyLink = async () => {
    const url = new URL(window.location.href);
    url.hash = CALCULATOR_SECTION_ID;
    try {
      await navigator.clipboard.writeText(url.toString());
      toast({
        title: t('results.copied'),
        description: t('results.copiedText'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('results.copyFailed'),
        description: t('results.copyFailedText'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="lg:sticky lg:top-24 lg:self-start">
        <CalculatorForm input={input} onChange={setInput} />
      </div>
      <div className="min-w-0 space-y-6">
        <CalculatorResults result={result} />
        <SavingsChart result={result} />
        <FinancingComparison
          result={result}
          onInterestRateChange={(interestRate) => setInput({ interestRate })}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.contact} className={buttonClass('primary', 'lg')}>
            {t('results.quote')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Button variant="outline" size="lg" onClick={copyLink}>
            <Link2 aria-hidden="true" className="size-5" />
            {t('results.copyLink')}
          </Button>
        </div>
      </div>
    </div>
  );
}
