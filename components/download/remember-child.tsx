'use client';
// Rendered by a level's child page: records it as the level's child to come back to.
import { useEffect } from 'react';
import { type Level, type LevelChild, rememberChild } from './levels.ts';

export function RememberChild<L extends Level>({
  level,
  child,
}: {
  level: L;
  child: LevelChild<L>;
}) {
  useEffect(() => {
    try {
      rememberChild(sessionStorage, level, child);
    } catch {
      // sessionStorage itself unavailable (privacy mode): nothing to remember
    }
  }, [level, child]);
  return null;
}
