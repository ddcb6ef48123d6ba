// Reads the systemd units of deploy/systemd/ as far as the tests need: their settings, and a
// command line split into its arguments as systemd splits it, so that the tests run the units'
// own commands (integration/own-sites/release.test.ts) where systemd cannot run them.

/** A unit's settings, `Section.Key` → each value it is given, in order. */
export type UnitFile = Map<string, string[]>;

export function readUnitFile(text: string): UnitFile {
  const unit: UnitFile = new Map();
  let section = '';
  for (const line of text.split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) section = header[1] ?? '';
    const setting = /^(\w+)=(.*)$/.exec(line);
    if (setting) {
      const key = `${section}.${setting[1]}`;
      unit.set(key, [...(unit.get(key) ?? []), setting[2] ?? '']);
    }
  }
  return unit;
}

/**
 * A command line's arguments: split on spaces outside quotes, quotes removed, `$$` made `$`.
 * systemd's own variables (`$MAINPID`, `${NAME}`) are left as they are, for the caller.
 */
export function commandArgs(line: string): string[] {
  const args: string[] = [];
  for (const match of line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) {
    args.push((match[1] ?? match[2] ?? match[3] ?? '').replaceAll('$$', '$'));
  }
  return args;
}
