// The bench's limit: nginx serving the pages' saved HTML straight from disk, with the edge's
// process settings, so that "edge/limit" measures what the cache and the proxying cost.

/** `/en/announcement/1` → `en/announcement/1.html` under the folder. */
export function savedPagePath(path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (!clean || clean.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`not a page path to save: ${path}`);
  }
  return `${clean}.html`;
}

export function staticConf(options: { listen: string; root: string }): string {
  return `worker_processes auto;
pid logs/nginx.pid;
error_log logs/error.log warn;
events { worker_connections 4096; }
http {
    default_type text/html;
    log_format edge '$remote_addr [$time_local] "$request" $status $body_bytes_sent';
    access_log logs/access.log edge buffer=32k flush=1s;
    client_body_temp_path temp/client-body;
    proxy_temp_path temp/proxy;
    fastcgi_temp_path temp/fastcgi;
    uwsgi_temp_path temp/uwsgi;
    scgi_temp_path temp/scgi;
    sendfile on;
    server_tokens off;
    keepalive_timeout 65s;
    server {
        listen ${options.listen};
        root ${options.root};
        location / { try_files $uri.html =404; }
    }
}
`;
}
