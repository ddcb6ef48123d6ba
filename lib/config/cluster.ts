// `npm run start:cluster`, the production layout on one machine: the ports of the Next instances
// behind the edge, and the edge's own folder. Their defaults depend on PORT and on the project's
// folder, and are filled in by lib/edge/cluster-settings.ts.
import { setting, type Values } from './setting.ts';
import { ports, text } from './values.ts';

export const clusterVariables = {
  CLUSTER_INSTANCE_PORTS: setting(ports),
  EDGE_PREFIX: setting(text),
};

export function clusterConfig(values: Values<typeof clusterVariables>) {
  return {
    /** Undefined: the two ports above PORT. */
    instancePorts: values.CLUSTER_INSTANCE_PORTS,
    /** nginx's folder; undefined: .edge in the project. */
    edgePrefix: values.EDGE_PREFIX,
  };
}
