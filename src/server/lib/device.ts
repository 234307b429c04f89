/** Browsers in the order they must be tested: Edge and Opera also say "Chrome", Chrome "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const MAX_LENGTH = 60;

/**
 * A short, readable name for the device behind a User-Agent ("Chrome · Android"), for the
 * account's list of sessions. Unknown agents keep a cut-down form of their own text; none is
 * null. Never used to decide anything.
 */
export function describeDevice(userAgent: string | undefined): string | null {
  const agent = userAgent?.trim();
  if (!agent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const plant = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  // No words between the names: the list is read in English and in Hindi.
  if (browser && plant) return `${browser} · ${plant}`;
  if (browser || plant) return (browser ?? plant)!;
  // A script or app: its first product token ("curl/8.5.0" → "curl/8.5.0").
  const first = agent.split(/\s+/)[0]!.replace(/[^\x20-\x7e]/g, '');
  return first.slice(0, MAX_LENGTH) || null;
}
