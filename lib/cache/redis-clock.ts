// Redis as the page cache's one clock (./shared-store.ts): its TIME in ms since the epoch, and
// the script that writes tag marks at Redis's time as it writes them. A mark is dated a
// millisecond on, so that a lookup Redis ran before it in the same millisecond is dated before
// it; one it ran after has read the mark.

/** What a revalidation does to a tag's mark (Next's revalidateTag with or without durations). */
export type MarkChange = { expireMs: number | undefined } | 'expire';

// KEYS[1]: the tags hash; ARGV: 'stale' with the expiry in ms ('' for none), or 'expire' and '';
// then the tags. Each mark keeps what it had besides the fields it sets. Integers of 13 digits
// survive cjson, which writes 14 significant digits.
export const markScript = `
local time = redis.call('TIME')
local at = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000) + 1
for i = 3, #ARGV do
  local mark = {}
  local old = redis.call('HGET', KEYS[1], ARGV[i])
  if old then
    local ok, decoded = pcall(cjson.decode, old)
    if ok and type(decoded) == 'table' then mark = decoded end
  end
  if ARGV[1] == 'stale' then
    mark.stale = at
    if ARGV[2] ~= '' then mark.expired = at + tonumber(ARGV[2]) end
  else
    mark.expired = at
  end
  redis.call('HSET', KEYS[1], ARGV[i], cjson.encode(mark))
end
return at
`;

/** Redis's TIME reply (seconds, microseconds) in ms since the epoch. */
export function redisMs(time: unknown): number | undefined {
  if (!Array.isArray(time) || time.length !== 2) return undefined;
  const [seconds, micros] = time.map((part: unknown) => Number(String(part)));
  if (seconds === undefined || micros === undefined) return undefined;
  const ms = seconds * 1000 + Math.floor(micros / 1000);
  return Number.isFinite(ms) ? ms : undefined;
}
