import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtPorts, recordBuiltPorts, siteBuildDir } from './servers.ts';

describe('the ports of the site’s bench build', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bench-web-ports-'));
    mkdirSync(join(root, siteBuildDir));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('serves the build on the ports it was built for, or on the same ones asked for', () => {
    recordBuiltPorts(root, { site: 18_732, content: 25_745 });
    expect(builtPorts(root, {})).toEqual({ site: 18_732, content: 25_745 });
    expect(builtPorts(root, { site: 18_732, content: 25_745 })).toEqual({
      site: 18_732,
      content: 25_745,
    });
  });

  it('refuses other ports, naming the ones of the build', () => {
    recordBuiltPorts(root, { site: 18_732, content: 25_745 });
    expect(() => builtPorts(root, { content: 4010 })).toThrow(
      /made for content port 25745, not 4010/,
    );
    expect(() => builtPorts(root, { site: 3000 })).toThrow(/made for site port 18732, not 3000/);
  });

  it('asks for a bench build when there is none', () => {
    expect(() => builtPorts(root, {})).toThrow(/no bench build in \.next-web/);
  });
});
