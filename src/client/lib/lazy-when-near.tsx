import { type ComponentType, lazy, Suspense } from 'react';
import { whenNear } from './when-near.ts';

/**
 * A part of a page below the fold whose code loads and hydrates only when the visitor nears the
 * element with `id` (`whenNear`). Its prerendered HTML shows meanwhile: React keeps it while the
 * part's code is on its way, so nothing moves or blinks when it arrives.
 */
export function lazyWhenNear<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Part = lazy(() =>
    whenNear(id)
      .then(load)
      .then((component) => ({ default: component })),
  );
  return function NearPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
