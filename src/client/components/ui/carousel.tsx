import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { usePrefersReducedMotion } from '#client/lib/use-reduced-motion.ts';
import { cn } from './cn.ts';

/** The medium breakpoint of Tailwind (48rem), where gridFromMd turns the carousel into a grid. */
const MD_UP = '(min-width: 48rem)';

/**
 * Whether `query` matches (false on the server and in the first client render, so hydration
 * agrees with the prerendered page); only watched when `enabled`.
 */
function useMediaMatch(query: string, enabled: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!enabled) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => enabled && window.matchMedia(query).matches,
    () => false,
  );
}

/** More dots than this go on a row of their own (7 × 24 px fit between the arrows at 360 px). */
const MAX_DOTS_BETWEEN_ARROWS = 7;

/** Every string the carousel shows or announces; the caller translates them. */
export type CarouselLabels = {
  /** Names the whole carousel, e.g. "Customer stories". */
  carousel: string;
  previous: string;
  next: string;
  /** Names a slide, e.g. (2, 5) → "2 of 5". */
  slide: (position: number, total: number) => string;
  /** Names a position dot, e.g. (2, 5) → "Go to slide 2". */
  goTo: (position: number, total: number) => string;
  /** Needed to show the pause/play button when the carousel plays by itself. */
  pause?: string;
  play?: string;
};

export type CarouselProps = {
  slides: ReactNode[];
  labels: CarouselLabels;
  /**
   * Width of one slide, which sets how many show at once at each breakpoint,
   * e.g. `basis-full sm:basis-1/2 lg:basis-1/3`. One per view by default.
   */
  slideClassName?: string;
  className?: string;
  /** Advance every this many milliseconds; paused on hover, focus and for reduced motion. */
  autoplayMs?: number;
  loop?: boolean;
  align?: EmblaOptionsType['align'];
  showArrows?: boolean;
  showDots?: boolean;
  /**
   * From medium screens up the slides are a grid of 2, then 3 columns and the carousel stops
   * (no swiping, no controls): one set of slides serves both layouts.
   */
  gridFromMd?: boolean;
};

/**
 * A swipeable carousel with previous/next buttons, position dots, arrow keys and optional
 * autoplay, following the WAI-ARIA carousel pattern.
 */
export function Carousel({
  slides,
  labels,
  slideClassName = 'basis-full',
  className,
  autoplayMs,
  loop = false,
  align = 'start',
  showArrows = true,
  showDots = true,
  gridFromMd = false,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({
    loop,
    align,
    containScroll: 'trimSnaps',
    duration: reducedMotion ? 0 : 25,
    ...(gridFromMd ? { breakpoints: { [MD_UP]: { active: false } } } : {}),
  });
  const { selected, snapCount, canPrevious, canNext } = useCarouselPosition(
    api,
    slides.length,
    loop,
  );
  const slidesId = useId();
  const grid = useMediaMatch(MD_UP, gridFromMd);

  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const autoplayEnabled = autoplayMs !== undefined && !reducedMotion && snapCount > 1;
  const playing = autoplayEnabled && !stopped && !hovered && !focused;
  useAutoplay(api, playing ? autoplayMs : undefined);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
      return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  const canPause = autoplayEnabled && labels.pause !== undefined && labels.play !== undefined;

  return (
    <section
      // As a grid (gridFromMd on a wide screen) it is no carousel for assistive technology either.
      aria-roledescription={grid ? undefined : 'carousel'}
      aria-label={grid ? undefined : labels.carousel}
      className={cn('relative', className)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Entering from outside pauses; moving between the carousel's own controls does not
        // undo an explicit press of play.
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div
          id={slidesId}
          className={cn(
            '-ml-4 flex touch-pan-y',
            gridFromMd && 'md:ml-0 md:grid md:grid-cols-2 md:gap-6 lg:grid-cols-3',
          )}
          // Announce slide changes only when the visitor makes them.
          aria-live={playing ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <div
              // Slides are positional: their order is the carousel's order.
              key={index}
              {...(grid
                ? {}
                : {
                    role: 'group',
                    'aria-roledescription': 'slide',
                    'aria-label': labels.slide(index + 1, slides.length),
                  })}
              className={cn(
                'min-w-0 shrink-0 grow-0 pl-4',
                slideClassName,
                gridFromMd && 'md:pl-0',
              )}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {(showArrows || showDots || canPause) && (
        <div
          className={cn(
            'mt-4 flex flex-wrap items-center justify-center gap-3',
            gridFromMd && 'md:hidden',
          )}
        >
          {canPause && (
            <CarouselButton
              label={stopped ? (labels.play as string) : (labels.pause as string)}
              onClick={() => {
                setStopped((value) => !value);
                // Play means play now, though focus is still on this button.
                setFocused(false);
              }}
              controls={slidesId}
              icon={stopped ? 'i-play' : 'i-pause'}
            />
          )}
          {showArrows && (
            <CarouselButton
              label={labels.previous}
              onClick={previous}
              disabled={!canPrevious}
              controls={slidesId}
              icon="i-chevron-left before:size-5"
            />
          )}
          {showDots && snapCount > 1 && (
            // Each dot is a 24 px target at least (WCAG 2.5.8). Many dots take a row of their
            // own above the arrows: twelve would not fit between them on a 360 px screen.
            <div
              className={cn(
                'flex flex-wrap items-center justify-center',
                snapCount > MAX_DOTS_BETWEEN_ARROWS && 'order-first w-full',
              )}
            >
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={labels.goTo(index + 1, snapCount)}
                  aria-current={index === selected ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => api?.scrollTo(index)}
                  className="carousel-dot"
                />
              ))}
            </div>
          )}
          {showArrows && (
            <CarouselButton
              label={labels.next}
              onClick={next}
              disabled={!canNext}
              controls={slidesId}
              icon="i-chevron-right before:size-5"
            />
          )}
        </div>
      )}
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  disabled,
  controls,
  icon,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  controls: string;
  /** The icon's class (`i-…`), with its size when not the default. */
  icon: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      disabled={disabled}
      className={cn('carousel-button icon', icon)}
    />
  );
}

/**
 * Where the carousel stands. Before embla measures (and on the server), every slide counts as
 * one position, so the prerendered dots match the first client render.
 */
function useCarouselPosition(
  api: EmblaCarouselType | undefined,
  slideCount: number,
  loop: boolean,
) {
  const [state, setState] = useState({
    selected: 0,
    snapCount: slideCount,
    canPrevious: loop && slideCount > 1,
    canNext: slideCount > 1,
  });

  useEffect(() => {
    if (!api) return;
    const update = () =>
      setState({
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrevious: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  return state;
}

/** Moves to the next position every `intervalMs` (back to the first after the last). */
function useAutoplay(api: EmblaCarouselType | undefined, intervalMs: number | undefined) {
  useEffect(() => {
    if (!api || intervalMs === undefined) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (document.visibilityState === 'visible') {
          if (api.canScrollNext()) api.scrollNext();
          else api.scrollTo(0);
        }
        schedule();
      }, intervalMs);
    };
    // A visitor's own move restarts the wait, so the next slide never comes right after it.
    api.on('select', schedule);
    schedule();
    return () => {
      clearTimeout(timer);
      api.off('select', schedule);
    };
  }, [api, intervalMs]);
}
