import { Tooltip } from 'radix-ui';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '#shared/ui-timings.ts';

type Props = {
  /** Each button's label and link, drawn by `floating-contact.tsx`. */
  buttons: { label: string; href: string; link: ReactElement }[];
  /** The href of the link that had the focus before this module arrived; it gets it back. */
  focusedHref?: string | undefined;
  /** The link under the pointer while this module loaded, and since when (performance.now()). */
  hovered?: { href: string; at: number } | undefined;
};

/**
 * The floating buttons wrapped in Radix tooltips (SPEC: open after 700 ms, skip delay 300 ms).
 * Loaded on the first hover or focus of the buttons, not with the page: Radix Tooltip and its
 * positioning code are most of the floating buttons' JavaScript, kept off the first load
 * (decision 030).
 */
export default function FloatingContactTooltips({ buttons, focusedHref, hovered }: Props) {
  const container = useRef<HTMLDivElement>(null);
  // Which tooltip is open. The first hover only loaded this module, so the link the pointer is
  // on opens its tooltip once the hover has lasted the usual delay; leaving it cancels that.
  const [open, setOpen] = useState<string>();
  useEffect(() => {
    if (!hovered) return;
    const timer = setTimeout(
      () => setOpen((was) => was ?? hovered.href),
      Math.max(0, TOOLTIP_DELAY_MS - (performance.now() - hovered.at)),
    );
    return () => clearTimeout(timer);
  }, [hovered]);
  // These links replace the plain ones, so a link that had the focus takes it back (and opens
  // its tooltip, as a focus does).
  useEffect(() => {
    if (!focusedHref) return;
    container.current?.querySelector<HTMLElement>(`a[href="${CSS.escape(focusedHref)}"]`)?.focus();
  }, [focusedHref]);
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <div ref={container} className="contents">
        {buttons.map(({ label, href, link }) => (
          <Tooltip.Root
            key={label}
            open={open === href}
            onOpenChange={(isOpen) =>
              setOpen((was) => (isOpen ? href : was === href ? undefined : was))
            }
          >
            <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content
                side="left"
                sideOffset={8}
                className="z-50 rounded-md bg-navy-900 px-3 py-1.5 text-sm text-white shadow"
              >
                {label}
                <Tooltip.Arrow className="fill-navy-900" />
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        ))}
      </div>
    </Tooltip.Provider>
  );
}
