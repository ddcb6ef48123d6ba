// The terminal command that installs a downloaded Linux package, derived from its file name:
// the package format decides the tool, the distribution decides which front end it has.
import type { LinuxDistribution } from './content/index.ts';

/** Quotes a file name for a POSIX shell unless it only holds characters that need no quoting. */
export function shellWord(value: string): string {
  if (/^[\w./+~@%=:,-]+$/.test(value)) return value;
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** The install command, run in the download folder; null for a file type it does not know. */
export function installCommand(fileName: string, distribution: LinuxDistribution): string | null {
  const file = shellWord(`./${fileName}`);
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.deb')) {
    // apt resolves the package's dependencies, which `dpkg -i` would leave broken.
    return distribution === 'centos' ? null : `sudo apt install ${file}`;
  }
  if (lower.endsWith('.rpm')) {
    // `yum localinstall` works on CentOS 7 and, through dnf's alias, on CentOS Stream.
    return distribution === 'centos' ? `sudo yum localinstall ${file}` : null;
  }
  if (lower.endsWith('.appimage')) return `chmod +x ${file} && ${file}`;
  return null;
}
