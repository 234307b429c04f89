import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  type CalculatorInput,
  DEFAULT_CALCULATOR_INPUT,
  parseCalculatorQuery,
  toCalculatorQuery,
} from '#shared/calculator.ts';

const noSubscription = () => () => {};

/**
 * False while the prerendered HTML hydrates, true afterwards. The HTML was rendered with the
 * default inputs, so a shared link's inputs may only show once hydration is done.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The calculator's inputs, kept in the URL query so a result can be shared. Changes replace the
 * history entry (Back leaves the page instead of stepping through every slider move) and keep
 * the #calculator anchor, which setSearchParams would drop.
 */
export function useCalculatorInput(): [
  CalculatorInput,
  (change: Partial<CalculatorInput>) => void,
] {
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();

  const input = useMemo(
    () => (hydrated ? parseCalculatorQuery(searchParams) : DEFAULT_CALCULATOR_INPUT),
    [hydrated, searchParams],
  );

  const update = useCallback(
    (change: Partial<CalculatorInput>) => {
      // Written through the parser's own bounds, so the URL never holds what it would not read back.
      const next = parseCalculatorQuery(toCalculatorQuery({ ...input, ...change }));
      navigate(
        { search: `?${toCalculatorQuery(next)}`, hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [input, hash, navigate],
  );

  return [input, update];
}
