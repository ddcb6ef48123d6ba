import { describe, expect, it } from 'vitest';
import { installCommand, shellWord } from './linux-install.ts';

describe('installCommand', () => {
  it('installs a .deb with apt on Ubuntu and Debian', () => {
    expect(installCommand('mantisoft_3.8.0-1~ubuntu20.04_amd64.deb', 'ubuntu')).toBe(
      'sudo apt install ./mantisoft_3.8.0-1~ubuntu20.04_amd64.deb',
    );
    expect(installCommand('mantisurf_2.2.6-1~deb11_amd64.deb', 'debian')).toBe(
      'sudo apt install ./mantisurf_2.2.6-1~deb11_amd64.deb',
    );
  });

  it('installs an .rpm with yum on CentOS', () => {
    expect(installCommand('mantisoft-3.8.0-1.el7.x86_64.rpm', 'centos')).toBe(
      'sudo yum localinstall ./mantisoft-3.8.0-1.el7.x86_64.rpm',
    );
  });

  it('gives no command for a package the distribution cannot install', () => {
    expect(installCommand('mantisoft-3.8.0-1.el7.x86_64.rpm', 'ubuntu')).toBeNull();
    expect(installCommand('mantisoft_3.8.0_amd64.deb', 'centos')).toBeNull();
    expect(installCommand('MantiSoft_3.8.0_x64_setup.exe', 'debian')).toBeNull();
  });

  it('runs an AppImage anywhere', () => {
    expect(installCommand('MantiSoft-3.8.0.AppImage', 'centos')).toBe(
      'chmod +x ./MantiSoft-3.8.0.AppImage && ./MantiSoft-3.8.0.AppImage',
    );
  });

  it('quotes a file name the shell would split or expand', () => {
    expect(installCommand("manti soft's $HOME.deb", 'ubuntu')).toBe(
      `sudo apt install './manti soft'\\''s $HOME.deb'`,
    );
  });
});

describe('shellWord', () => {
  it('leaves a plain file name alone', () => {
    expect(shellWord('./a-1.2_b~c.deb')).toBe('./a-1.2_b~c.deb');
  });
});
