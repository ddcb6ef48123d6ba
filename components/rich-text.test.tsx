import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '#lib/rich-text/sanitize.ts';
import { RichText } from './rich-text.tsx';

describe('RichText', () => {
  it('renders raw HTML only after sanitising it', () => {
    const markup = renderToStaticMarkup(
      <RichText html={'<h2>Intro</h2><p onclick="x()">Hi<script>alert(1)</script></p>'} />,
    );
    expect(markup).toContain('<h2 id="intro">Intro</h2><p>Hi</p>');
    expect(markup).not.toContain('script');
  });

  it('renders a prepared result as it is, beside its own class', () => {
    const prepared = sanitizeRichText('<h2>目录</h2><p>正文</p>');
    const markup = renderToStaticMarkup(<RichText html={prepared} className="article" />);
    expect(markup).toMatch(/^<div class="[^"]*\barticle">/);
    expect(markup).toContain(`>${prepared.html}</div>`);
    expect(prepared.headings).toEqual([{ id: '目录', text: '目录', level: 2 }]);
  });
});
