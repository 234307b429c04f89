import { type ReactNode, useLayoutEffect, useMemo, useState } from 'react';
import {
  createPath,
  type Location,
  NavigationType,
  type Navigator,
  parsePath,
  Router,
  type To,
} from 'react-router';
import type { Language } from '#shared/languages.ts';
import { hasLanguageTwin, localizedPath, splitLanguage } from '#shared/paths.ts';
import { currentLanguage, setLanguage } from '../i18n/i18n.ts';

/**
 * The site's routes are written once, without a language (`/services`); the address bar shows
 * the page in the current language (`/hi/services`). These routers translate between the two:
 * the router sees the page, every link (`createHref`) and navigation (`push`, `replace`) gets
 * the current language's address. Pages without a twin (`/auth`, dashboards) keep one address.
 * So every `<Link>`, `<NavLink>` and `navigate()` in the app is localized with no change.
 */
function hrefFor(to: To, language: Language): string {
  const path = typeof to === 'string' ? to : createPath(to);
  return localizedPath(path, language);
}

type HistoryState = { usr: unknown; key: string } | null;

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = window.history.state as HistoryState;
  return {
    pathname: splitLanguage(pathname).path,
    search,
    hash,
    state: state?.usr ?? null,
    key: state?.key ?? 'default',
  };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** BrowserRouter, with the language prefix kept out of the routes and put into every address. */
export function LanguageBrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => ({
    action: NavigationType.Pop,
    location: browserLocation(),
  }));
  const navigator = useMemo<Navigator>(() => {
    const move = (action: NavigationType, to: To, usr?: unknown) => {
      const target = parsePath(hrefFor(to, currentLanguage()));
      const url = createPath(target);
      const entry = { usr: usr ?? null, key: newKey() };
      if (action === NavigationType.Push) window.history.pushState(entry, '', url);
      else window.history.replaceState(entry, '', url);
      setState({ action, location: browserLocation() });
    };
    return {
      createHref: (to) => hrefFor(to, currentLanguage()),
      push: (to, usr) => move(NavigationType.Push, to, usr),
      replace: (to, usr) => move(NavigationType.Replace, to, usr),
      go: (delta) => window.history.go(delta),
    };
  }, []);
  useLayoutEffect(() => {
    const onPop = () => {
      // Back from /hi/about to /about: the page's address names its language.
      const { language, path } = splitLanguage(window.location.pathname);
      if (hasLanguageTwin(path) && language !== currentLanguage()) void setLanguage(language);
      setState({ action: NavigationType.Pop, location: browserLocation() });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}

/** StaticRouter for the prerenderer: `url` may carry the language prefix. */
export function LanguageStaticRouter({ url, children }: { url: string; children: ReactNode }) {
  const { path, language } = splitLanguage(url);
  const navigator: Navigator = {
    createHref: (to) => hrefFor(to, language),
    push: () => {
      throw new Error('navigation while prerendering');
    },
    replace: () => {
      throw new Error('navigation while prerendering');
    },
    go: () => {
      throw new Error('navigation while prerendering');
    },
  };
  return (
    <Router location={path} navigator={navigator} static>
      {children}
    </Router>
  );
}
