// Start-up work of every page: clearing what the previous website left in the browser and,
// when BAIDU_TONGJI_ID holds a valid id, the site statistics. The id is read here, where pages
// are generated, and reaches the browser as a prop.
import { config } from '#lib/config/index.ts';
import { StartupClient } from './startup-client.tsx';

export function SiteStartup() {
  return <StartupClient analyticsId={config().site.tongjiId ?? null} />;
}
