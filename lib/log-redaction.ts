// What no log line may hold: the signature of a preview link (lib/preview/preview-link.ts),
// which opens drafts until the link expires. A failed request's line names its path with the
// query (instrumentation.ts), and an error's message may quote an address; so every line the log
// writes (lib/log.ts) has the value of any `signature` query parameter replaced, wherever in the
// line an address carries one. The edge's access log leaves it out on its own
// (deploy/nginx/site.conf).

const signatureValue = /((?:^|[?&;"'\s])(?:signature|%73ignature)(?:=|%3D))[^&\s"'<>\\#]*/gi;

export const redacted = '[redacted]';

/** The text with the value of every `signature` query parameter in it replaced. */
export function withoutLinkSecrets(text: string): string {
  return text.replace(signatureValue, `$1${redacted}`);
}
