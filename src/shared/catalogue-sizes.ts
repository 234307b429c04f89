/**
 * How many projects, services and testimonials the catalogue holds and the home page shows
 * (SPEC section 9).
 */

/** Projects shown on the home page (of PROJECT_COUNT). */
export const HOME_PROJECTS_SHOWN = 6;
export const PROJECT_COUNT = 18;
export const SERVICE_COUNT = 3;
export const HOME_TESTIMONIAL_COUNT = 12;
export const ENVIRONMENT_TESTIMONIAL_COUNT = 5;
