import { LANGUAGE_QUERY_PARAM, LANGUAGE_STORAGE_KEY, LANGUAGES } from './languages.ts';
import { HINDI_PREFIX } from './paths.ts';

/** Marks the script on a page with one address for both languages (`/auth`, dashboards). */
export const SINGLE_ADDRESS_ATTRIBUTE = 'data-single-address';

/** How long a single-address page stays hidden at most if its JavaScript never switches it. */
const REVEAL_AFTER_MS = 5000;

/**
 * The one inline script of the site, first in the <head> of every English page, so that a
 * visitor whose stored language is Hindi never sees English, not even for a moment:
 * - a page with a Hindi twin sends them to it with `location.replace` and hides itself, before
 *   anything is painted;
 * - a page with one address (its script carries `SINGLE_ADDRESS_ATTRIBUTE`) stays hidden until
 *   the app has switched it to Hindi (`main.tsx` reveals it; a timer does if the app never does).
 * A mailed link's `?lang=` (`mailLink` on the server) is first stored as the reader's choice, so
 * the page opens in the language of the mail that led to it.
 * Crawlers keep no storage, so they are never redirected or hidden. The CSP allows exactly this
 * text by its hash (`LANGUAGE_REDIRECT_SCRIPT_SOURCE`), never inline scripts as such.
 */
export const LANGUAGE_REDIRECT_SCRIPT = [
  'try{',
  `var q=/[?&]${LANGUAGE_QUERY_PARAM}=(${LANGUAGES.join('|')})(&|$)/.exec(location.search);`,
  `if(q)localStorage.setItem('${LANGUAGE_STORAGE_KEY}',q[1]);`,
  `if(localStorage.getItem('${LANGUAGE_STORAGE_KEY}')==='hi'){`,
  'var r=document.documentElement,p=location.pathname;',
  `if(document.currentScript.hasAttribute('${SINGLE_ADDRESS_ATTRIBUTE}')){`,
  "r.style.visibility='hidden';",
  `setTimeout(function(){r.style.visibility=''},${REVEAL_AFTER_MS})`,
  '}else{',
  `location.replace('${HINDI_PREFIX}'+(p==='/'?'/':p)+location.search+location.hash);`,
  "r.style.display='none'",
  '}}}catch(e){}',
].join('');
