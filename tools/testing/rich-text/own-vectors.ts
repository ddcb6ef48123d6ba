// The project's own XSS vectors for the rich-text sanitiser, beside DOMPurify's corpus: built
// from families of attacks (each a few shapes crossed with the tricks that hide them), so that
// a new trick added to a family is tried in every place it could hide. The tests assert
// properties of the output (expect-safe.ts), never an exact string.

import {
  allowedElementsMisused,
  dataAttributes,
  documentLevel,
  embedded,
  foreign,
  forms,
  mutation,
  styles,
} from './own-vectors-listed.ts';

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
