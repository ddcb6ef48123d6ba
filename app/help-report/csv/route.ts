// One table of the help centre's report as CSV, behind the page's signed link.
import { methodNotAllowed } from '#lib/http-problem.ts';
import { helpReportRoutes } from '#lib/help-report/server.ts';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return helpReportRoutes().csv(request);
}

const notAllowed = methodNotAllowed('GET, HEAD', 'a table is read with GET');
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
