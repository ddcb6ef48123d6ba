// The help centre's report for the content team, behind a signed link (lib/help-report/routes.ts).
import { methodNotAllowed } from '#lib/http-problem.ts';
import { helpReportRoutes } from '#lib/help-report/server.ts';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return helpReportRoutes().page(request);
}

const notAllowed = methodNotAllowed('GET, HEAD', 'the report is read with GET');
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
