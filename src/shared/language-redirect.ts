import { LANGUAGE_STORAGE_KEY } from './languages.ts';
import { HINDI_PREFIX } from './paths.ts';

/**
 * The one inline script of the site, in the <head> of every English page that has a Hindi
 * twin: a visitor whose stored language is Hindi is sent to the twin before anything is painted
 * (issue 15). Crawlers keep no storage, so they are never redirected. The CSP allows exactly
 * this text by its hash (`LANGUAGE_REDIRECT_SCRIPT_HASH`), never inline scripts as such.
 */
export const LANGUAGE_REDIRECT_SCRIPT = [
  'try{',
  `if(localStorage.getItem('${LANGUAGE_STORAGE_KEY}')==='hi'){`,
  'var p=location.pathname;',
  `location.replace('${HINDI_PREFIX}'+(p==='/'?'/':p)+location.search+location.hash);`,
  "document.documentElement.style.display='none'",
  '}}catch(e){}',
].join('');
