import { describe, expect, it } from 'vitest';
import { serverEnv } from './server-env.ts';

describe("the production server's environment", () => {
  it('limits glibc to two malloc arenas and keeps everything else', () => {
    const env = serverEnv({ PORT: '3000', CONTENT_API_BASE: 'https://content.example.com' });
    expect(env).toEqual({
      PORT: '3000',
      CONTENT_API_BASE: 'https://content.example.com',
      MALLOC_ARENA_MAX: '2',
    });
  });

  it("keeps the operator's own arena count", () => {
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});
