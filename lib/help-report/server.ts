// The report page's routes, wired to the configuration's PREVIEW_SECRET and the process's store.
import 'server-only';
import { config } from '../config/index.ts';
import { loadHelpReport } from '../help-insights/server.ts';
import { getTranslation } from '../i18n/server.ts';
import { articleNames } from './article-names.ts';
import { createHelpReportRoutes } from './routes.ts';

let routes: ReturnType<typeof createHelpReportRoutes> | undefined;

export function helpReportRoutes() {
  routes ??= createHelpReportRoutes({
    secret: () => config().content.previewSecret,
    load: loadHelpReport,
    articles: articleNames,
    strings: async (locale) => (await getTranslation(locale, 'help-report')).t,
  });
  return routes;
}
