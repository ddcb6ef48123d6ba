'use client';
// Rendered by a level's child page: records it as the level's child to come back to.
import { useEffect } from 'react';
import { browserStorage } from '#lib/browser-storage.ts';
import { type Level, type LevelChild, rememberChild } from './levels.ts';

export function RememberChild<L extends Level>({
  level,
  child,
}: {
  level: L;
  child: LevelChild<L>;
}) {
  useEffect(() => {
    rememberChild(browserStorage('session'), level, child);
  }, [level, child]);
  return null;
}
