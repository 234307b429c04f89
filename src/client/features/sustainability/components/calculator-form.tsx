import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/components/ui/cn.ts';
import { FormField, Select } from '#client/components/ui/form-field.tsx';
import {
  BILL_SLIDER,
  BUSINESS_TYPES,
  type BusinessType,
  type CalculatorInput,
  isBusinessType,
  SQFT_PER_SQM,
} from '#shared/calculator.ts';
import { formatInr, formatNumber } from '#shared/format.ts';
import { CITIES, type CityKey, isCityKey, tariffFor } from '#shared/solar-rules.ts';
import { DraftNumberInput } from './draft-number-input.tsx';

type CalculatorFormProps = {
  input: CalculatorInput;
  onChange: (change: Partial<CalculatorInput>) => void;
};

/** The calculator's inputs; every change applies at once (there is nothing to submit). */
export function CalculatorForm({ input, onChange }: CalculatorFormProps) {
  const { t } = useTranslation('sustainability');
  const [advanced, setAdvanced] = useState(false);
  const advancedId = useId();
  const tariff = tariffFor(input.city);

  return (
    <form
      aria-label={t('calculator.formLabel')}
      onSubmit={(event) => event.preventDefault()}
      className="space-y-6 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <BillInput bill={input.monthlyBill} onChange={(monthlyBill) => onChange({ monthlyBill })} />

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={t('calculator.city')}>
          {(field) => (
            <Select
              {...field}
              value={input.city}
              onChange={(event) => {
                if (isCityKey(event.target.value)) onChange({ city: event.target.value });
              }}
            >
              {CITIES.map((city: CityKey) => (
                <option key={city} value={city}>
                  {t(`calculator.cities.${city}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('calculator.businessType')}>
          {(field) => (
            <Select
              {...field}
              value={input.businessType}
              onChange={(event) => {
                if (isBusinessType(event.target.value))
                  onChange({ businessType: event.target.value });
              }}
            >
              {BUSINESS_TYPES.map((type: BusinessType) => (
                <option key={type} value={type}>
                  {t(`calculator.businessTypes.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <FormField label={t('calculator.roof')} hint={t('calculator.roofHint')}>
        {(field) => (
          <DraftNumberInput
            {...field}
            name="roof"
            min={0}
            step={100}
            value={input.roofAreaSqft}
            onValueChange={(roofAreaSqft) => onChange({ roofAreaSqft })}
          />
        )}
      </FormField>

      <div>
        <button
          type="button"
          aria-expanded={advanced}
          aria-controls={advancedId}
          onClick={() => setAdvanced((open) => !open)}
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-navy-700 hover:text-navy-900"
        >
          {advanced ? t('calculator.advancedHide') : t('calculator.advancedShow')}
          <ChevronDown
            aria-hidden
            className={cn(
              'size-4 transition-transform motion-reduce:transition-none',
              advanced && 'rotate-180',
            )}
          />
        </button>
        <div id={advancedId} hidden={!advanced} className="mt-4 grid gap-6 sm:grid-cols-2">
          {/* The spec leaves these fields without bounds; the URL keeps what the page can read back. */}
          <FormField
            label={t('calculator.units')}
            hint={t('calculator.unitsHint', { tariff: formatNumber(tariff, 2) })}
          >
            {(field) => (
              <DraftNumberInput
                {...field}
                name="units"
                value={Math.round(input.monthlyBill / tariff)}
                onValueChange={(units) => onChange({ monthlyBill: Math.round(units * tariff) })}
              />
            )}
          </FormField>
          <FormField label={t('calculator.roofSqm')}>
            {(field) => (
              <DraftNumberInput
                {...field}
                name="roofSqm"
                value={Math.round(input.roofAreaSqft / SQFT_PER_SQM)}
                onValueChange={(sqm) => onChange({ roofAreaSqft: Math.round(sqm * SQFT_PER_SQM) })}
              />
            )}
          </FormField>
        </div>
      </div>
    </form>
  );
}

/** The bill as a slider for quick moves and a number field for an exact amount. */
function BillInput({ bill, onChange }: { bill: number; onChange: (bill: number) => void }) {
  const { t } = useTranslation('sustainability');
  const sliderId = useId();
  const hintId = useId();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={sliderId} className="text-sm font-medium text-slate-800">
          {t('calculator.billSlider')}
        </label>
        <span aria-hidden="true" className="text-2xl font-bold text-navy-900 tabular-nums">
          {formatInr(bill)}
        </span>
      </div>
      <div className="flex items-center gap-3 sm:gap-4">
        <input
          id={sliderId}
          type="range"
          name="billSlider"
          min={BILL_SLIDER.min}
          max={BILL_SLIDER.max}
          step={BILL_SLIDER.step}
          value={bill}
          aria-valuetext={formatInr(bill)}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.valueAsNumber)}
          className="h-2 min-w-0 flex-1 cursor-pointer accent-sun-600"
        />
        <div className="w-28 shrink-0 sm:w-36">
          <DraftNumberInput
            name="bill"
            aria-label={t('calculator.bill')}
            aria-describedby={hintId}
            min={BILL_SLIDER.min}
            max={BILL_SLIDER.max}
            step={BILL_SLIDER.step}
            value={bill}
            onValueChange={onChange}
          />
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {t('calculator.billHint')}
      </p>
    </div>
  );
}
