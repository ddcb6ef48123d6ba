// Start-up work of every page: clearing what the previous website left in the browser and,
// when BAIDU_TONGJI_ID holds a valid id, the site statistics. The id is read here, where pages
// are generated, and reaches the browser as a prop. No statistics in draft mode: an editor's
// page holds unpublished titles and addresses, which must not reach a third party.
import { config } from '#lib/config/index.ts';
import { draftState } from '#lib/preview/draft-state.ts';
import { StartupClient } from './startup-client.tsx';

export async function SiteStartup() {
  const drafting = (await draftState()) !== 'off';
  return <StartupClient analyticsId={drafting ? null : (config().site.tongjiId ?? null)} />;
}
