// What the tests that use a shared Redis leave behind: nothing. Each writes only keys under a
// random prefix of its own and deletes them at the end, so a Redis of the developer's own
// (TEST_REDIS_URL) keeps its other data.
import { createClient } from 'redis';

export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const admin = createClient({ url });
  await admin.connect();
  const keys = await admin.keys(`${prefix}*`);
  if (keys.length > 0) await admin.del(keys);
  admin.destroy();
}
