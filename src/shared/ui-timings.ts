/**
 * Timings and thresholds of the interface (SPEC section 9): the header, the floating buttons,
 * tooltips, toasts, carousels, the dashboard redirect and the client's session cache.
 */

/** The header gains a shadow after scrolling this many px. */
export const HEADER_SHADOW_SCROLL_PX = 10;
/** The WhatsApp and call buttons appear this long after load, in ms. */
export const FLOATING_BUTTONS_DELAY_MS = 2_000;
/** They start to pulse this long after load, in ms … */
export const FLOATING_BUTTONS_PULSE_START_MS = 5_000;
/** … and pulse for this long, in ms. */
export const FLOATING_BUTTONS_PULSE_DURATION_MS = 10_000;
/** Tooltip open delay, in ms. */
export const TOOLTIP_DELAY_MS = 700;
/** Tooltip skip delay (moving between triggers), in ms. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** How long a toast stays, in ms. */
export const TOAST_DURATION_MS = 5_000;
/** Swipe distance that dismisses a toast, in px (section 4). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Autoplay interval of the installation walkthrough and the testimonial carousel, in ms. */
export const AUTOPLAY_INTERVAL_MS = 5_000;
/** Delay before /dashboard redirects by role, in ms. */
export const DASHBOARD_REDIRECT_DELAY_MS = 1_500;
/** How long the client caches the session query, in ms (5 minutes). */
export const SESSION_CACHE_MS = 5 * 60 * 1_000;
