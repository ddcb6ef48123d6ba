import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DetectionScope } from './detection-scope.tsx';

describe('DetectionScope', () => {
  // Node has a `navigator` of its own: the page the server renders must not be marked with it.
  it('leaves the list unmarked in the page the server renders', () => {
    expect(typeof navigator).toBe('object');
    const html = renderToString(<DetectionScope script={null}>cards</DetectionScope>);
    expect(html).not.toMatch(/data-(platform|arch|unsupported)/);
  });
});
