// One failure, one JSON line: the page, its route, the tags of the content read that failed and
// the cause; an error Next reports twice is written once, and Next's own print of it is held.
import { describe, expect, it } from 'vitest';
import { ContentServiceError } from './content/errors.ts';
import { createFailureReporter, holdBackRepeats } from './failure-report.ts';
import { formatLine, type LogFields } from './log.ts';

const request = { path: '/en/announcement/29', method: 'GET' };
const context = {
  routerKind: 'App Router',
  routePath: '/[locale]/announcement/[id]',
  routeType: 'render',
  renderSource: 'react-server-components',
  revalidateReason: 'stale',
};

function recorder() {
  const lines: string[] = [];
  const write = (msg: string, fields?: LogFields) => lines.push(formatLine('error', msg, fields));
  return { lines, reporter: createFailureReporter(write) };
}

function contentFailure() {
  const error = new ContentServiceError('/api/announcement/getAnno', 404, '<html>nginx</html>');
  error.tags = ['announcement', 'announcement:29'];
  return error;
}

describe('failure reports', () => {
  it('are one JSON line with the route, the tags and the cause', () => {
    const { lines, reporter } = recorder();
    reporter.report(contentFailure(), request, context);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'error',
      msg: 'request failed',
      path: '/en/announcement/29',
      route: '/[locale]/announcement/[id]',
      revalidateReason: 'stale',
      tags: ['announcement', 'announcement:29'],
      cause: { name: 'ContentServiceError', status: 404, path: '/api/announcement/getAnno' },
    });
  });

  it('write an error reported twice once, and other errors each once', () => {
    const { lines, reporter } = recorder();
    const error = contentFailure();
    reporter.report(error, request, context);
    reporter.report(error, request, { ...context, routePath: '/[locale]/announcement/[id]/page' });
    reporter.report(new Error('render bug'), request, context);
    reporter.report('a thrown string', request, context);
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({ cause: { message: 'render bug' } });
    expect(JSON.parse(lines[1] ?? '')).not.toHaveProperty('tags');
  });

  it('hold back Next’s prints of the failures it reports, and nothing else', () => {
    const printed: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void printed.push(args) };
    const { reporter } = recorder();
    holdBackRepeats(target, reporter.reported);
    const bug = new Error('a bug in a route');
    target.error(' ⨯', bug);
    reporter.report(bug, request, context);
    target.error(bug);
    target.error('{"level":"error","msg":"something else"}');
    target.error(new Error('not reported'));
    // Next prints a render failure (stamped with a digest) and a failed content read that fails
    // a route handler just before it reports them.
    target.error(' ⨯', Object.assign(new Error('render failed'), { digest: '1234' }));
    target.error(' ⨯', contentFailure());
    expect(printed).toEqual([
      [' ⨯', bug],
      ['{"level":"error","msg":"something else"}'],
      [new Error('not reported')],
    ]);
  });

  it('leave a failed preview link’s signature out of the line', () => {
    const { lines, reporter } = recorder();
    const path = '/api/preview?path=%2Fen&expires=1767225600&signature=v1%2CsEcReT%3D';
    reporter.report(
      new Error('draft mode did not set its cookie'),
      { path, method: 'GET' },
      {
        routePath: '/api/preview',
        routeType: 'route',
      },
    );
    expect(lines[0]).not.toContain('sEcReT');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      path: '/api/preview?path=%2Fen&expires=1767225600&signature=[redacted]',
      route: '/api/preview',
    });
  });
});
