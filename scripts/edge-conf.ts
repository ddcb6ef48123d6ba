// Prints the edge's nginx configuration (deploy/nginx/site.conf) for a deployment, e.g.
//   node scripts/edge-conf.ts --listen 80 --tls-listen 443 --server-name www.example.com \
//     --certificate /etc/letsencrypt/live/www.example.com/fullchain.pem \
//     --key /etc/letsencrypt/live/www.example.com/privkey.pem \
//     --acme-webroot /var/www/acme --hop /run/mantisoft-edge/hop.sock \
//     10.0.0.11:3000 10.0.0.12:3000 > mantisoft.conf
// then: nginx -p <prefix> -c mantisoft.conf (see the file's header and docs/operations.md).
import { edgeConfFromArgs, edgeConfUsage } from '#lib/edge/conf-args.ts';
import { renderEdgeConf } from '#lib/edge/nginx-conf.ts';

try {
  process.stdout.write(renderEdgeConf(edgeConfFromArgs(process.argv.slice(2))));
} catch (error) {
  console.error(`edge-conf: ${error instanceof Error ? error.message : String(error)}`);
  console.error(edgeConfUsage);
  process.exit(2);
}
