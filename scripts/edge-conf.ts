// Prints the edge's nginx configuration (deploy/nginx/site.conf) for a deployment:
//   node scripts/edge-conf.ts <listen> <hop socket> <instance host:port>…
//   node scripts/edge-conf.ts 80 /run/mantisoft-edge.sock 10.0.0.11:3000 10.0.0.12:3000 > mantisoft.conf
// then: nginx -p <prefix> -c mantisoft.conf (see the file's header).
import { renderEdgeConf } from '#lib/edge/nginx-conf.ts';

const [listen, hop, ...upstreams] = process.argv.slice(2);
if (!listen || !hop || upstreams.length === 0) {
  console.error(
    'usage: node scripts/edge-conf.ts <listen> <hop socket path> <instance host:port>…',
  );
  process.exit(2);
}
try {
  process.stdout.write(renderEdgeConf({ listen, hop, upstreams }));
} catch (error) {
  console.error(`edge-conf: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
