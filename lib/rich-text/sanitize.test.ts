import { readFileSync } from 'node:fs';
import { sanitize } from 'isomorphic-dompurify';
import { describe, expect, it, vi } from 'vitest';
import { forgetConfig } from '../config/index.ts';
import { sanitizeRichText, toSanitizedRichText, type SanitizedRichText } from './sanitize.ts';
import { expectSafe, safetyProblems } from '#tools/testing/rich-text/expect-safe.ts';

type Vector = { title?: string; payload: string };

// DOMPurify's own attack corpus: origin, version and licence in tools/testing/rich-text/README.md.
const vectors = JSON.parse(
  readFileSync(
    new URL('../../tools/testing/rich-text/dompurify-vectors.json', import.meta.url),
    'utf8',
  ),
) as Vector[];

const clean = (html: string) => sanitizeRichText(html).html;

describe('the DOMPurify attack corpus', () => {
  it('is all there', () => {
    expect(vectors).toHaveLength(223);
  });

  it.each(vectors.map((vector, index) => ({ ...vector, name: vector.title ?? `vector ${index}` })))(
    '$name',
    ({ payload }) => {
      const output = clean(payload);
      expectSafe(output);
      expect(clean(output)).toBe(output);
    },
  );
});

describe('sanitizeRichText', () => {
  it('removes script and noscript together with their bodies', () => {
    expect(clean('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(clean('<noscript><p>Enable JavaScript</p></noscript><p>Text</p>')).toBe('<p>Text</p>');
    // With scripting off the parser would close the paragraph at the inner <p> and leave the
    // body outside the noscript element; a visitor's browser reads it all as the body.
    expect(clean('<p>a<noscript><p>hidden</p></noscript>b</p>')).toBe('<p>ab</p>');
    expect(clean('<p>a</p><noscript>never closed <p>x</p>')).toBe('<p>a</p>');
  });

  it('keeps comments', () => {
    expect(clean('<!-- editor note --><p>x</p>')).toBe('<!-- editor note --><p>x</p>');
    expect(clean('<p>a<!-- b -->c</p>')).toBe('<p>a<!-- b -->c</p>');
  });

  it('drops a comment rather than the paragraph when its text reads like markup', () => {
    expect(clean('<p><!-- note -->Use &lt;br&gt; for a new line</p>')).toBe(
      '<p>Use &lt;br&gt; for a new line</p>',
    );
    expect(clean('<p><!-- note --><font>big</font></p>')).toBe(
      '<p>&lt;font&gt;big&lt;/font&gt;</p>',
    );
  });

  it('returns nothing for empty input or a body replaced by a frameset', () => {
    expect(sanitizeRichText('')).toEqual({ html: '', headings: [] });
    expect(clean('<div><frameset onload="alert(1)">')).toBe('');
  });

  it('is not fooled by named elements shadowing document members', () => {
    expect(clean('<img name="createTextNode"><img name="body"><marquee>x</marquee>')).toBe(
      '<img loading="lazy" decoding="async"><img loading="lazy" decoding="async">' +
        '&lt;marquee&gt;x&lt;/marquee&gt;',
    );
  });

  it('shows tags outside the list as text around their sanitised content', () => {
    expect(clean('<marquee>hi</marquee>')).toBe('&lt;marquee&gt;hi&lt;/marquee&gt;');
    expect(clean('<p><font color="red"><b>hot</b></font></p>')).toBe(
      '<p>&lt;font color="red"&gt;<b>hot</b>&lt;/font&gt;</p>',
    );
    expect(clean('<center><blink onclick="x()">a</blink></center><input type="text">')).toBe(
      '&lt;center&gt;&lt;blink onclick="x()"&gt;a&lt;/blink&gt;&lt;/center&gt;&lt;input type="text"&gt;',
    );
    // Escaped text stays text when the page's browser parses it.
    expect(clean('<custom-el><img src=x onerror=alert(1)></custom-el>')).toBe(
      '&lt;custom-el&gt;<img src="x" loading="lazy" decoding="async">&lt;/custom-el&gt;',
    );
  });

  it.each([
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="JAVASCRIPT:alert(1)">x</a>',
    '<a href="   javascript:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="java&NewLine;script&colon;alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  ])('drops the dangerous link %s', (html) => {
    expect(clean(html)).toBe('<a>x</a>');
  });

  it('keeps links with allowed schemes and relative links', () => {
    for (const href of ['/download', '#part', 'page?x=1', 'mailto:a@b.cn', 'tel:+86-10-1234']) {
      expect(clean(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('drops event handlers, styles, data attributes and content ids', () => {
    expect(clean('<img src=x onerror=alert(1)>')).toBe(
      '<img src="x" loading="lazy" decoding="async">',
    );
    expect(clean('<p id="main" style="color:red" data-x="1" aria-hidden="true">x</p>')).toBe(
      '<p>x</p>',
    );
  });

  it('opens other sites in a new tab, never with a handle on this one', () => {
    expect(clean('<a href="https://other.example" target=_blank>x</a>')).toBe(
      '<a href="https://other.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="//other.example/x">x</a>')).toBe(
      '<a href="//other.example/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="http://localhost:3000/download">x</a>')).toBe(
      '<a href="http://localhost:3000/download">x</a>',
    );
    expect(clean('<a href="/download" target="_blank">x</a>')).toBe(
      '<a href="/download" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/download" target="_top" rel="opener">x</a>')).toBe(
      '<a href="/download">x</a>',
    );
  });

  it('allows raster data images on img only, and never SVG', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(clean(`<img src="${png}" alt="dot">`)).toBe(
      `<img src="${png}" alt="dot" loading="lazy" decoding="async">`,
    );
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe(
      '<img loading="lazy" decoding="async">',
    );
    expect(clean('<a href="data:image/png;base64,iVBORw0KGgo=">x</a>')).toBe('<a>x</a>');
  });

  it('drops SVG and MathML with everything in them', () => {
    expect(
      clean('<p>a<svg><a href="x"><text>t</text></a><script>alert(1)</script></svg>b</p>'),
    ).toBe('<p>ab</p>');
    expect(clean('<math><mi>x</mi><mtext><img src=x></mtext></math><p>y</p>')).toBe('<p>y</p>');
  });

  it('keeps only attribute values of the expected shape', () => {
    expect(clean('<ol type="a" start="3" reversed><li>x</li></ol>')).toBe(
      '<ol type="a" start="3" reversed=""><li>x</li></ol>',
    );
    expect(clean('<ol type="disc" start="x"><li>x</li></ol>')).toBe('<ol><li>x</li></ol>');
    expect(clean('<img src="/a.png" width="100%" height="50">')).toBe(
      '<img src="/a.png" height="50" loading="lazy" decoding="async">',
    );
    expect(clean('<p dir="rtl" lang="ar" title="t">x</p><p dir="up" lang="&quot;">y</p>')).toBe(
      '<p dir="rtl" lang="ar" title="t">x</p><p>y</p>',
    );
    expect(clean('<pre class="language-ts big"><code class="x y">a</code></pre>')).toBe(
      '<pre class="language-ts" tabindex="0"><code>a</code></pre>',
    );
    expect(clean('<td colspan=2>x</td><p colspan=2 href="/x" src="/y">y</p>')).toBe('x<p>y</p>');
  });

  it('drops stray form parts inside a table instead of printing them there', () => {
    expect(clean('<table><input type="hidden" name="x"><tr><td>1</td></tr></table>')).toBe(
      '<table tabindex="0"><tbody><tr><td>1</td></tr></tbody></table>',
    );
  });

  it('keeps image sizes and loads images lazily', () => {
    expect(clean('<img src="/a.png" alt="A" width="960" height="540" loading="eager">')).toBe(
      '<img src="/a.png" alt="A" width="960" height="540" loading="lazy" decoding="async">',
    );
  });

  it('gives headings stable ids from their text and lists them', () => {
    const html =
      '<h2>安装与升级</h2><h3>Getting Started: Step 1!</h3><h2>安装与升级</h2>' +
      '<h2>main</h2><h3> ** </h3><h4 id="evil">Ｆｕｌｌ　ｗｉｄｔｈ</h4>';
    const first = sanitizeRichText(html);
    expect(first.headings).toEqual([
      { id: '安装与升级', text: '安装与升级', level: 2 },
      { id: 'getting-started-step-1', text: 'Getting Started: Step 1!', level: 3 },
      { id: '安装与升级-2', text: '安装与升级', level: 2 },
      { id: 'main-2', text: 'main', level: 2 },
      { id: 'section-5', text: '**', level: 3 },
      { id: 'full-width', text: 'Ｆｕｌｌ ｗｉｄｔｈ', level: 4 },
    ]);
    expect(first.html).toContain('<h2 id="安装与升级">');
    expect(sanitizeRichText(html)).toEqual(first);
  });

  it('keeps a realistic article whole', () => {
    const article = [
      '<h2>升级说明</h2>',
      '<p>本版本修复了 <strong>3</strong> 个问题，详见<a href="/announcement/12">公告</a>。</p>',
      '<ol start="3"><li>打开 <kbd>Ctrl</kbd>+<kbd>S</kbd></li><li><em>保存</em></li></ol>',
      '<blockquote cite="https://example.com/q"><p>引用</p></blockquote>',
      '<table><caption>参数</caption><thead><tr><th scope="col">项目</th><th scope="col">值</th></tr></thead>',
      '<tbody><tr><td colspan="2">1.0 mm</td></tr></tbody></table>',
      '<pre class="language-ts"><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
      '<figure><img src="/files/a.svg" alt="图" width="960" height="540" loading="lazy" decoding="async">',
      '<figcaption>示意图</figcaption></figure>',
      '<details open=""><summary>更多</summary><p>内容</p></details>',
      '<p><time datetime="2025-06-01">6 月 1 日</time> <abbr title="EtherCAT">ECAT</abbr></p>',
    ].join('\n');
    const expected = article
      .replace('<h2>', '<h2 id="升级说明">')
      .replace('<table>', '<table tabindex="0">')
      .replace('<pre class="language-ts">', '<pre class="language-ts" tabindex="0">');
    expect(clean(article)).toBe(expected);
  });

  it('gives the same result however often it runs, whatever ran before', () => {
    const input = '<h2>A</h2><marquee>m</marquee><a href="https://x.example">x</a>';
    const first = clean(input);
    clean('<h2>A</h2><h2>A</h2><script>1</script>');
    expect(clean(input)).toBe(first);
    expect(clean(first)).toBe(first);
  });

  it('treats links to the site itself as internal, wherever it is deployed', () => {
    vi.stubEnv('SITE_URL', 'https://www.mantisoft.com');
    forgetConfig();
    try {
      expect(clean('<a href="https://www.mantisoft.com/download">x</a>')).toBe(
        '<a href="https://www.mantisoft.com/download">x</a>',
      );
      expect(clean('<a href="http://localhost:3000/">x</a>')).toBe(
        '<a href="http://localhost:3000/" target="_blank" rel="noopener noreferrer">x</a>',
      );
    } finally {
      vi.unstubAllEnvs();
      forgetConfig();
    }
  });

  it('leaves other users of isomorphic-dompurify untouched', () => {
    clean('<custom-el>x</custom-el>');
    expect(sanitize('<custom-el>x</custom-el><p dir="up">y</p>')).toBe('x<p dir="up">y</p>');
  });

  it('takes its own results as they are and sanitises imitations', () => {
    const result = sanitizeRichText('<h2>A</h2>');
    expect(toSanitizedRichText(result)).toBe(result);
    const fake = {
      html: '<img src=x onerror=alert(1)>',
      headings: [],
    } as unknown as SanitizedRichText;
    expect(toSanitizedRichText(fake).html).toBe('<img src="x" loading="lazy" decoding="async">');
    expect(toSanitizedRichText('<h2>A</h2>')).toEqual(result);
  });

  it('has a safety check that catches unsafe output', () => {
    expect(safetyProblems('<a href="javascript:alert(1)" onclick="x()">x</a>')).toEqual([
      'javascript: URL in a[href]',
      'handler a[onclick]',
    ]);
    expect(safetyProblems('<p style="x">a</p><iframe></iframe>')).toEqual([
      'p[style]',
      'element <iframe>',
    ]);
  });
});
