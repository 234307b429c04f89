import { type ComponentProps, useState } from 'react';
import { Input } from '#client/components/ui/form-field.tsx';

type DraftNumberInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: number;
  /** Called with every number typed; the value shown comes back through `value`. */
  onValueChange: (value: number) => void;
};

/**
 * A number field that shows what the visitor types while it has focus (so a half-typed "5"
 * is not snapped to the minimum under their fingers) and the settled value otherwise.
 */
export function DraftNumberInput({
  value,
  onValueChange,
  onFocus,
  onBlur,
  ...props
}: DraftNumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      type="number"
      inputMode="decimal"
      value={draft ?? String(value)}
      onFocus={(event) => {
        setDraft(String(value));
        onFocus?.(event);
      }}
      onChange={(event) => {
        setDraft(event.target.value);
        const typed = event.target.valueAsNumber;
        if (Number.isFinite(typed)) onValueChange(typed);
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}
