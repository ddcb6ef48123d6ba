// Every environment variable the project reads, by the part of it that reads them.
import { clusterVariables } from './cluster.ts';
import { contentServiceVariables } from './content-service.ts';
import { contentVariables } from './content.ts';
import { databaseVariables } from './database.ts';
import { drawingVariables } from './drawing.ts';
import { helpSearchVariables } from './help-search.ts';
import { redisVariables } from './redis.ts';
import { serverProcessVariables } from './server-process.ts';
import { servingVariables } from './serving.ts';
import { siteVariables } from './site.ts';
import { toolingVariables } from './tooling.ts';

/** What the site, its launchers and the embedded content service read: `npm start` checks these. */
export const serviceVariables = {
  ...siteVariables,
  ...contentVariables,
  ...drawingVariables,
  ...helpSearchVariables,
  ...redisVariables,
  ...databaseVariables,
  ...clusterVariables,
  ...serverProcessVariables,
  ...servingVariables,
  ...contentServiceVariables,
};

export const variables = { ...serviceVariables, ...toolingVariables };

export type VariableName = keyof typeof variables;

/** Names no longer read, and what replaced them: the start check warns when one is still set. */
export const retiredVariables: Readonly<Record<string, string>> = {
  CLIENT_IP_HEADER:
    'list your reverse proxies in TRUSTED_PROXIES; their X-Real-IP is then believed',
  TRUST_PROXY_HEADER:
    'list your reverse proxies in TRUSTED_PROXIES (e.g. 127.0.0.1 for an edge on this machine); their X-Real-IP is then believed',
};
