import type { LucideIcon } from 'lucide-react';
import { createContext, type ReactNode, useContext, useId, useMemo } from 'react';

/** The symbol ids of the icons a surrounding IconSprite holds. */
const SpriteContext = createContext<Map<LucideIcon, string> | null>(null);

/**
 * Puts each of `icons` into the page once, as an SVG <symbol>, for the SpriteIcons inside it:
 * a list of cards repeating the same icons (map pin, bolt, rupee…) then carries one short
 * `<use>` per icon instead of the whole drawing (decision 025).
 */
export function IconSprite({ icons, children }: { icons: LucideIcon[]; children: ReactNode }) {
  // useId is the same in the prerendered page and the hydrated one; only [A-Za-z0-9_-] in ids.
  const prefix = `icon${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const ids = useMemo(
    () => new Map(icons.map((icon, index) => [icon, `${prefix}-${index}`])),
    [icons, prefix],
  );
  return (
    <SpriteContext.Provider value={ids}>
      <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
        {[...ids].map(([Icon, id]) => (
          <symbol key={id} id={id} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        ))}
      </svg>
      {children}
    </SpriteContext.Provider>
  );
}

/**
 * A decorative icon: a `<use>` of the surrounding IconSprite's symbol when it holds `icon`, else
 * the icon itself (a card shown outside such a list).
 */
export function SpriteIcon({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  const id = useContext(SpriteContext)?.get(Icon);
  if (!id) return <Icon aria-hidden="true" className={className} />;
  return (
    <svg aria-hidden="true" width="24" height="24" className={className}>
      <use href={`#${id}`} />
    </svg>
  );
}
