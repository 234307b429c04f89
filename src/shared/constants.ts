/**
 * The business constants and limits of SPEC section 9 (plus the few from sections 3–5 and
 * DESIGN that belong with them), named once so that client, server and tests agree.
 *
 * Calculator-only figures (tariffs, sizing, cost per kW) live in `calculator.ts`; the customer
 * dashboard's sample figures live in `sample-system.ts`.
 */

// ---------------------------------------------------------------------------------------------
// Accounts and forms (SPEC sections 5 and 9)
// ---------------------------------------------------------------------------------------------

/** Minimum password length, for every form that asks for one. */
export const PASSWORD_MIN_LENGTH = 6;
/** Minimum length of a person's name (contact form, partner application, lead). */
export const NAME_MIN_LENGTH = 2;
/** Minimum length of a phone number (digits for the lead form). */
export const PHONE_MIN_LENGTH = 10;
/** Minimum length of a contact-form subject. */
export const SUBJECT_MIN_LENGTH = 5;
/** Minimum length of a contact-form message. */
export const MESSAGE_MIN_LENGTH = 10;
/** Minimum length of a postal address (lead form). */
export const ADDRESS_MIN_LENGTH = 5;
/** Minimum length of a city, a state and a company name (partner application, lead; section 5). */
export const CITY_MIN_LENGTH = 2;
export const STATE_MIN_LENGTH = 2;
export const COMPANY_NAME_MIN_LENGTH = 2;

// ---------------------------------------------------------------------------------------------
// E-mail verification (SPEC sections 4 and 9; DESIGN "Verification codes")
// ---------------------------------------------------------------------------------------------

/** Digits in a verification code. */
export const VERIFICATION_CODE_LENGTH = 6;
/** How long a code stays valid, in seconds (10 minutes); also the countdown's start. */
export const VERIFICATION_CODE_TTL_SECONDS = 600;
/** Wrong tries allowed before a code is burnt (DESIGN). */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** Shortest interval between two codes sent to the same address, in seconds (DESIGN). */
export const VERIFICATION_RESEND_INTERVAL_SECONDS = 30;

// ---------------------------------------------------------------------------------------------
// Leads and the product (SPEC sections 1, 4 and 9)
// ---------------------------------------------------------------------------------------------

/** A lead is eligible when its monthly electricity bill is at least this many rupees. */
export const LEAD_ELIGIBILITY_MIN_MONTHLY_BILL = 50_000;

/**
 * Lead eligibility: monthly bill >= ₹50,000. The spec's prose says "over 50,000"; DESIGN
 * settles the boundary as inclusive. Non-finite input is never eligible.
 */
export function isLeadEligible(monthlyBill: number): boolean {
  return Number.isFinite(monthlyBill) && monthlyBill >= LEAD_ELIGIBILITY_MIN_MONTHLY_BILL;
}

/** Smallest installation the company sells, in kW. */
export const PRODUCT_MIN_KW = 50;
/** Largest installation the company sells, in kW (5 MW). */
export const PRODUCT_MAX_KW = 5_000;
/** Term of the power purchase agreement, in months. */
export const PPA_TERM_MONTHS = 60;
/** System warranty, in years. */
export const WARRANTY_YEARS = 25;

/** The partner process steps and their promised durations (section 9), in display order. */
export const PROCESS_STEPS = [
  { key: 'check_eligibility', within: 'instant' },
  { key: 'upload_documents', within: 'instant' },
  { key: 'get_approved', within: { days: 7 } },
  { key: 'system_installation', within: { weeks: 12 } },
] as const;

// ---------------------------------------------------------------------------------------------
// Reactions and feedback (SPEC sections 3, 7 and 9; DESIGN "Reactions")
// ---------------------------------------------------------------------------------------------

/** The reaction table: the server takes points from here, never from the client. */
export const REACTIONS = [
  { key: 'thumbs_up', emoji: '👍', points: 1 },
  { key: 'heart', emoji: '❤️', points: 2 },
  { key: 'fire', emoji: '🔥', points: 3 },
  { key: 'star', emoji: '⭐', points: 4 },
  { key: 'clap', emoji: '👏', points: 5 },
] as const;
export type Reaction = (typeof REACTIONS)[number];
export type ReactionKey = Reaction['key'];

export const REACTION_KEYS = REACTIONS.map((r) => r.key) as readonly ReactionKey[];
/** Points stored when a feedback row does not say (section 3). */
export const FEEDBACK_DEFAULT_POINTS = 1;

export function isReactionKey(value: unknown): value is ReactionKey {
  return typeof value === 'string' && REACTIONS.some((r) => r.key === value);
}

/** Points of a reaction type (1 to 5). */
export function reactionPoints(key: ReactionKey): number {
  return REACTIONS.find((r) => r.key === key)?.points ?? FEEDBACK_DEFAULT_POINTS;
}

/**
 * The reaction whose emoji this is, or undefined. Variation selector 16 is ignored, so a bare
 * '❤' (U+2764) matches '❤️' (U+2764 U+FE0F) as keyboards and clients differ on it.
 */
export function reactionByEmoji(emoji: string): Reaction | undefined {
  const bare = emoji.replace(/\uFE0F/g, '');
  return REACTIONS.find((r) => r.emoji.replace(/\uFE0F/g, '') === bare);
}

/** What can be reacted to. */
export const FEEDBACK_ENTITY_TYPES = ['service', 'project'] as const;
export type FeedbackEntityType = (typeof FEEDBACK_ENTITY_TYPES)[number];

/** Items in a top-rated list when the caller gives no limit. */
export const TOP_LIST_DEFAULT_LIMIT = 3;
/** Largest limit the top-rated endpoint accepts. */
export const TOP_LIST_MAX_LIMIT = 20;
/** How long a clicked reaction animates, in ms. */
export const REACTION_ANIMATION_MS = 1_000;
/** Reaction bar sizes; `md` is the default and counts are shown by default. */
export const REACTION_SIZES = ['sm', 'md', 'lg'] as const;
export type ReactionSize = (typeof REACTION_SIZES)[number];
export const DEFAULT_REACTION_SIZE: ReactionSize = 'md';

// ---------------------------------------------------------------------------------------------
// Static catalogue sizes (section 9)
// ---------------------------------------------------------------------------------------------

/** Projects shown on the home page (of PROJECT_COUNT). */
export const HOME_PROJECTS_SHOWN = 6;
export const PROJECT_COUNT = 18;
export const SERVICE_COUNT = 3;
export const HOME_TESTIMONIAL_COUNT = 12;
export const ENVIRONMENT_TESTIMONIAL_COUNT = 5;

// ---------------------------------------------------------------------------------------------
// Dashboards (section 9)
// ---------------------------------------------------------------------------------------------

/** Items in each admin overview list. */
export const OVERVIEW_LIST_SIZE = 5;
/** A contact submission counts as new for this many days. */
export const NEW_CONTACTS_WINDOW_DAYS = 7;
/** Delay before /dashboard redirects by role, in ms. */
export const DASHBOARD_REDIRECT_DELAY_MS = 1_500;

// ---------------------------------------------------------------------------------------------
// Chrome and timing (section 9)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Documents (sections 3 and 5; DESIGN "Documents")
// ---------------------------------------------------------------------------------------------

/** Largest document upload, in bytes (5 MB). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Lead document types (section 3), in display order. */
export const DOCUMENT_TYPES = [
  'electricity_bill',
  'company_balance_sheet',
  'company_income_tax_return',
  'bank_statements',
  'gst_returns',
  'pan_card',
  'address_tax_returns',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Accepted file extensions and their MIME types (section 5; checked by magic bytes server-side). */
export const DOCUMENT_ACCEPTED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_ACCEPTED_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

// ---------------------------------------------------------------------------------------------
// Partner application (section 3)
// ---------------------------------------------------------------------------------------------

/** Partner experience choices; the label is the English text (translations key off value). */
export const EXPERIENCE_OPTIONS = [
  { value: 'none', label: 'No Experience' },
  { value: 'less-than-1', label: 'Less than 1 year' },
  { value: '1-3', label: '1-3 years' },
  { value: '3-5', label: '3-5 years' },
  { value: 'more-than-5', label: 'More than 5 years' },
] as const;
export type ExperienceValue = (typeof EXPERIENCE_OPTIONS)[number]['value'];

export function isExperienceValue(value: unknown): value is ExperienceValue {
  return typeof value === 'string' && EXPERIENCE_OPTIONS.some((o) => o.value === value);
}

// ---------------------------------------------------------------------------------------------
// Caching (sections 4 and 9)
// ---------------------------------------------------------------------------------------------

/** How long the client caches the session query, in ms (5 minutes). */
export const SESSION_CACHE_MS = 5 * 60 * 1_000;
/** How long the client caches reaction lists and top lists, in ms. */
export const REACTION_CACHE_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// Money (section 9)
// ---------------------------------------------------------------------------------------------

/** Money is shown in Indian English grouping, rupees, no decimals. */
export const CURRENCY_LOCALE = 'en-IN';
export const CURRENCY_CODE = 'INR';
export const CURRENCY_FRACTION_DIGITS = 0;
/** One lakh and one crore, in rupees. */
export const LAKH = 100_000;
export const CRORE = 10_000_000;

// ---------------------------------------------------------------------------------------------
// Environmental impact (section 9; used by impact.ts, calculator.ts and sample-system.ts)
// ---------------------------------------------------------------------------------------------

/** Grid CO2 avoided per kWh of solar, in kg. */
export const CO2_KG_PER_KWH = 0.85;
/** The live counter's starting value, in kWh (25 million). */
export const LIVE_COUNTER_START_KWH = 25_000_000;
/** The live counter ticks once a second … */
export const LIVE_COUNTER_TICK_MS = 1_000;
/** … adding between these two values, inclusive, in kWh. */
export const LIVE_COUNTER_MIN_INCREMENT_KWH = 10;
export const LIVE_COUNTER_MAX_INCREMENT_KWH = 49;
/** Live-counter equivalents per kWh. */
export const TREES_PER_KWH = 0.017;
export const WATER_LITRES_PER_KWH = 2.5;
/** Live-counter homes equivalent: kWh divided by this. */
export const KWH_PER_HOME_EQUIVALENT = 10_950;
