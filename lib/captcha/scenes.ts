// The pictures a puzzle is cut from, drawn for the site. They live in the server's code, not in
// public/: a visitor who could fetch the untouched picture would find the hole by comparing.

export const scenes: readonly string[] = [
  // circuit
  `<svg xmlns="http://www.w3.org/2000/svg" width="620" height="310" viewBox="0 0 620 310">
  <defs>
    <linearGradient id="board" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0e3b2e"/>
      <stop offset="1" stop-color="#1f7a5a"/>
    </linearGradient>
  </defs>
  <rect width="620" height="310" fill="url(#board)"/>
  <g fill="none" stroke="#c9a227" stroke-width="4" stroke-linejoin="round">
    <path d="M0 50 H120 L160 90 H300 L340 50 H620"/>
    <path d="M0 150 H80 L110 120 H230 L270 160 H420 L460 120 H620"/>
    <path d="M0 250 H140 L180 210 H360 L400 250 H520 L560 210 H620"/>
    <path d="M200 0 V60 M380 90 V210 M520 0 V120 M90 150 V310 M470 250 V310"/>
  </g>
  <g fill="#f2d16b">
    <circle cx="160" cy="90" r="8"/><circle cx="340" cy="50" r="8"/><circle cx="270" cy="160" r="8"/>
    <circle cx="460" cy="120" r="8"/><circle cx="180" cy="210" r="8"/><circle cx="400" cy="250" r="8"/>
  </g>
  <g fill="#111" stroke="#8a8f98" stroke-width="2">
    <rect x="230" y="100" width="70" height="40" rx="4"/>
    <rect x="440" y="170" width="56" height="56" rx="4"/>
    <rect x="40" y="190" width="44" height="30" rx="3"/>
  </g>
</svg>`,
  // mountains
  `<svg xmlns="http://www.w3.org/2000/svg" width="620" height="310" viewBox="0 0 620 310">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4a7bd0"/>
      <stop offset="1" stop-color="#f3c58a"/>
    </linearGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b6fa6"/>
      <stop offset="1" stop-color="#15365e"/>
    </linearGradient>
  </defs>
  <rect width="620" height="310" fill="url(#sky)"/>
  <circle cx="470" cy="90" r="34" fill="#fff3c4" opacity="0.9"/>
  <path d="M0 210 L90 110 L150 170 L240 70 L330 180 L400 120 L480 190 L560 100 L620 160 L620 310 L0 310 Z" fill="#5d6f8a"/>
  <path d="M240 70 L270 105 L252 100 L232 118 L222 92 Z M90 110 L112 134 L96 130 L80 142 Z M560 100 L580 124 L565 119 L548 132 Z" fill="#f5f7fb"/>
  <path d="M0 240 L120 170 L210 225 L300 160 L420 235 L520 180 L620 220 L620 310 L0 310 Z" fill="#2f4a3c"/>
  <rect y="255" width="620" height="55" fill="url(#lake)"/>
  <path d="M0 262 H620 M40 275 H180 M260 282 H420 M470 270 H600 M80 292 H250" stroke="#9cc3ea" stroke-width="2" opacity="0.5"/>
</svg>`,
  // sunset
  `<svg xmlns="http://www.w3.org/2000/svg" width="620" height="310" viewBox="0 0 620 310">
  <defs>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b1055"/>
      <stop offset="0.55" stop-color="#d53a9d"/>
      <stop offset="1" stop-color="#ffb347"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff7b0"/>
      <stop offset="1" stop-color="#ff9a3c"/>
    </radialGradient>
  </defs>
  <rect width="620" height="310" fill="url(#dusk)"/>
  <circle cx="310" cy="200" r="80" fill="url(#sun)"/>
  <g fill="#2b1055" opacity="0.55">
    <rect x="230" y="170" width="160" height="6"/>
    <rect x="236" y="190" width="148" height="8"/>
    <rect x="244" y="212" width="132" height="10"/>
  </g>
  <path d="M0 250 L60 230 L80 160 L100 230 L160 240 L200 200 L230 245 L390 245 L420 190 L450 240 L520 225 L560 150 L580 230 L620 240 L620 310 L0 310 Z" fill="#1a0b2e"/>
  <g fill="#fff" opacity="0.8">
    <circle cx="60" cy="40" r="1.6"/><circle cx="140" cy="70" r="1.2"/><circle cx="520" cy="50" r="1.8"/>
    <circle cx="430" cy="30" r="1.2"/><circle cx="580" cy="90" r="1.4"/><circle cx="30" cy="110" r="1.2"/>
  </g>
</svg>`,
  // waves
  `<svg xmlns="http://www.w3.org/2000/svg" width="620" height="310" viewBox="0 0 620 310">
  <defs>
    <linearGradient id="sea" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0a2a5e"/>
      <stop offset="1" stop-color="#00a3c4"/>
    </linearGradient>
  </defs>
  <rect width="620" height="310" fill="url(#sea)"/>
  <g fill="none" stroke-width="10" stroke-linecap="round">
    <path d="M-20 60 Q 40 20 100 60 T 220 60 T 340 60 T 460 60 T 580 60 T 700 60" stroke="#7fe0f0" opacity="0.7"/>
    <path d="M-20 120 Q 40 80 100 120 T 220 120 T 340 120 T 460 120 T 580 120 T 700 120" stroke="#38c3dd" opacity="0.8"/>
    <path d="M-20 180 Q 40 140 100 180 T 220 180 T 340 180 T 460 180 T 580 180 T 700 180" stroke="#ffd166" opacity="0.8"/>
    <path d="M-20 240 Q 40 200 100 240 T 220 240 T 340 240 T 460 240 T 580 240 T 700 240" stroke="#ef476f" opacity="0.7"/>
    <path d="M-20 300 Q 40 260 100 300 T 220 300 T 340 300 T 460 300 T 580 300 T 700 300" stroke="#f7f7ff" opacity="0.6"/>
  </g>
  <circle cx="520" cy="70" r="26" fill="#fff" opacity="0.25"/>
  <circle cx="120" cy="250" r="40" fill="#fff" opacity="0.12"/>
</svg>`,
];
