// `node scripts/edge-reload.ts <nginx master pid>`: the edge unit's reload (deploy/systemd). It
// returns once nginx's new workers run, so that `systemctl reload mantisoft-edge` returning means
// the new configuration, e.g. an instance left out for its restart, is in force.
import { reloadNginx } from '#lib/edge/nginx-reload.ts';

const pid = Number(process.argv[2]);
if (!Number.isInteger(pid) || pid <= 1) {
  console.error('usage: node scripts/edge-reload.ts <pid of the nginx master>');
  process.exit(2);
}
try {
  await reloadNginx(pid);
} catch (error) {
  console.error(`edge-reload: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
