// The drawing proxy's settings: the drawing group of lib/config, with the site's own origin.
import 'server-only';
import { type Config, config, type Env } from '../config/index.ts';

export type DrawConfig = Config['drawing'] & {
  /** The site's public origin (SITE_URL): browsers' requests from it are the site's own. */
  siteOrigin: string;
};

export function readDrawConfig(env?: Env): DrawConfig {
  const { drawing, site } = config(env);
  return { ...drawing, siteOrigin: site.origin };
}
