/**
 * The solar rules of thumb, defined once (docs/product.md, "The calculator and the rules of
 * thumb"). The calculator, the sample and the real plant dashboards, the live counter and the
 * catalogue's figures all read them from here; a repository test (tests/repo/solar-rules.test.ts)
 * fails when one of these numbers is written anywhere else in src/.
 */

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

/** What one kW of panels generates in a day, in kWh (units). */
export const KWH_PER_KW_PER_DAY = 3.5;
/** The rules count a month as 30 days … */
export const DAYS_PER_MONTH = 30;
/** … and a year as twelve such months (360 days), not 365. */
export const MONTHS_PER_YEAR = 12;
/** Module output lost per year of age, as a fraction. */
export const MODULE_DEGRADATION_PER_YEAR = 0.005;

/** What a plant's output has fallen to after this many years: 1 when new. */
function degradationFactor(yearsSinceCommissioning: number): number {
  return (1 - MODULE_DEGRADATION_PER_YEAR) ** Math.max(0, yearsSinceCommissioning);
}

/**
 * kWh a day expected from `kw` of panels. With `yearsSinceCommissioning` (0 by default: the
 * figures shown today assume a new plant) the output is reduced by the yearly degradation.
 */
export function expectedDailyKwh(kw: number, yearsSinceCommissioning = 0): number {
  return kw * KWH_PER_KW_PER_DAY * degradationFactor(yearsSinceCommissioning);
}

/** kWh in a 30-day month expected from `kw` of panels. */
export function expectedMonthlyKwh(kw: number, yearsSinceCommissioning = 0): number {
  return expectedDailyKwh(kw, yearsSinceCommissioning) * DAYS_PER_MONTH;
}

/** kWh in a year of twelve 30-day months expected from `kw` of panels. */
export function expectedAnnualKwh(kw: number, yearsSinceCommissioning = 0): number {
  return expectedMonthlyKwh(kw, yearsSinceCommissioning) * MONTHS_PER_YEAR;
}

// ---------------------------------------------------------------------------------------------
// Tariffs
// ---------------------------------------------------------------------------------------------

/** Grid tariff in rupees per kWh (unit) by city, in display order. */
const CITY_TARIFFS = {
  delhi: 10.5,
  mumbai: 11.2,
  bangalore: 10.8,
  chennai: 10.2,
  kolkata: 9.8,
  hyderabad: 10.3,
  ahmedabad: 9.9,
  pune: 10.5,
  jaipur: 10,
  lucknow: 9.7,
} as const satisfies Record<string, number>;
export type CityKey = keyof typeof CITY_TARIFFS;
/** The cities in display order. */
export const CITIES = Object.keys(CITY_TARIFFS) as CityKey[];
/** Tariff for a city not in the table, in rupees per kWh. */
export const DEFAULT_TARIFF = 10;
/** Grid tariff rise per year, as a fraction. */
export const TARIFF_ESCALATION_PER_YEAR = 0.03;

export function isCityKey(value: unknown): value is CityKey {
  return typeof value === 'string' && Object.hasOwn(CITY_TARIFFS, value);
}

/** Rupees per kWh for a city; an unknown city gets DEFAULT_TARIFF. */
export function tariffFor(city: string): number {
  return isCityKey(city) ? CITY_TARIFFS[city] : DEFAULT_TARIFF;
}

// ---------------------------------------------------------------------------------------------
// Size and cost
// ---------------------------------------------------------------------------------------------

/** Sizing: SIZING_KW of plant for every SIZING_BILL_RUPEES of monthly bill (50 kW per ₹50,000). */
export const SIZING_BILL_RUPEES = 50_000;
export const SIZING_KW = 50;
/** Roof area a kW of panels needs, in sq ft. */
export const SQFT_PER_KW = { min: 35, max: 45, average: 40 } as const;
/** Installed cost per kW, in rupees. */
export const INSTALLATION_COST_PER_KW = 75_000;

// ---------------------------------------------------------------------------------------------
// Environmental equivalents
// ---------------------------------------------------------------------------------------------

/** Grid CO2 avoided per kWh of solar, in kg. */
export const CO2_KG_PER_KWH = 0.85;

/** kg of CO2 avoided by `kwh` of solar generation. */
export function co2AvoidedKg(kwh: number): number {
  return kwh * CO2_KG_PER_KWH;
}

/*
 * Trees: the spec gives two factors that disagree, and each screen keeps the one it was given.
 * At 0.85 kg CO2 per kWh, one tree per 20 kg is 0.0425 trees per kWh, two and a half times the
 * live counter's 0.017; so the plant dashboards (sample and real) show about 2.5 times more
 * trees per kWh than the Environmental Impact page's counter and its testimonials.
 */
/** kg of CO2 one tree stands for: the customer dashboards (sample and real plants). */
export const KG_CO2_PER_TREE = 20;
/** Trees per kWh generated: the live counter and the catalogue's testimonials. */
export const TREES_PER_KWH = 0.017;

/** Trees a dashboard shows for `co2Kg` avoided (one per 20 kg). */
export function treesForCo2Kg(co2Kg: number): number {
  return co2Kg / KG_CO2_PER_TREE;
}

/** Trees the live counter and the catalogue show for `kwh` generated (0.017 per kWh). */
export function treesForKwh(kwh: number): number {
  return kwh * TREES_PER_KWH;
}

/** Water saved per kWh of solar, in litres (the live counter). */
export const WATER_LITRES_PER_KWH = 2.5;

/*
 * Homes: also two factors from the spec. The live counter divides all the energy it has counted
 * by 10,950 kWh; the sample dashboard divides a year's generation by 1,200 kWh, a home's yearly
 * use. They answer different questions and are kept apart.
 */
/** The live counter's homes equivalent: its kWh divided by this. */
export const KWH_PER_HOME_EQUIVALENT = 10_950;
/** kWh one home uses in a year: the sample dashboard's homes powered. */
export const KWH_PER_HOME_YEAR = 1_200;

// ---------------------------------------------------------------------------------------------
// The catalogue's figures (testimonials, projects)
// ---------------------------------------------------------------------------------------------

/**
 * kWh per kW per year in the catalogue: 3.5 × 365 = 1,277.5, rounded down as the spec gives it.
 * The dashboards' twelve 30-day months make 1,260; the catalogue's figures predate them.
 */
export const CATALOGUE_KWH_PER_KW_YEAR = Math.floor(KWH_PER_KW_PER_DAY * 365);
/** Rupees saved per kW per month in the catalogue: a 30-day month at the default tariff (₹1,050). */
export const CATALOGUE_RUPEES_SAVED_PER_KW_MONTH =
  KWH_PER_KW_PER_DAY * DAYS_PER_MONTH * DEFAULT_TARIFF;
