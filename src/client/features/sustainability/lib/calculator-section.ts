/**
 * The id of the calculator's section, the target of the page's "calculate" links. Apart from the
 * calculator, so the page and its hero name it without loading the calculator's code.
 */
export const CALCULATOR_SECTION_ID = 'calculator';
