import type { Config } from '../config.ts';

/** The origin links in pages, the sitemap and e-mails point at. */
export function siteOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl?.origin ?? `http://localhost:${config.port}`;
}
