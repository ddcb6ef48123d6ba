// What the family page says about each product beyond its prose: the platforms it runs on
// (as the download centre lists them) and where each platform's download page is.
import { AndroidIcon, AppleIcon, LinuxIcon, WindowsIcon } from '#components/icons.tsx';
import type { products } from '#lib/site-config.ts';

export type ProductKey = (typeof products)[number]['key'];
export type Platform = 'windows' | 'macos' | 'linux' | 'android';

export const platformPages: Record<Platform, { href: string; Icon: typeof WindowsIcon }> = {
  windows: { href: '/download/windows', Icon: WindowsIcon },
  macos: { href: '/download/mac/apple', Icon: AppleIcon },
  linux: { href: '/download/linux/ubuntu', Icon: LinuxIcon },
  // The Android app is MantiSoft's mobile companion; the download centre lists it itself.
  android: { href: '/download', Icon: AndroidIcon },
};

export const productPlatforms: Record<ProductKey, readonly Platform[]> = {
  mantisoft: ['windows', 'macos', 'linux', 'android'],
  mantisurf: ['windows', 'macos', 'linux'],
  // Runs on the Windows touch screen built into the welding or cleaning machine.
  mantisolo: ['windows'],
};
