import { describe, expect, it, vi } from 'vitest';
import { clearOldSite } from './clear-old-site.ts';

function registration(unregister: () => Promise<boolean>) {
  return { unregister: vi.fn(unregister) } as unknown as ServiceWorkerRegistration;
}

describe('clearOldSite', () => {
  it('unregisters every service worker and deletes every cache', async () => {
    const workers = [registration(async () => true), registration(async () => true)];
    const names = ['workbox-precache-v2', 'old-site-runtime'];
    const deleteCache = vi.fn(async () => true);
    const result = await clearOldSite({
      serviceWorker: { getRegistrations: async () => workers },
      caches: { keys: async () => names, delete: deleteCache },
    });
    expect(result).toEqual({ workers: 2, caches: 2 });
    for (const worker of workers) expect(worker.unregister).toHaveBeenCalledOnce();
    expect(deleteCache.mock.calls).toEqual([[names[0]], [names[1]]]);
  });

  it('does nothing where the browser has neither API (an insecure page, an old browser)', async () => {
    await expect(clearOldSite({})).resolves.toEqual({ workers: 0, caches: 0 });
  });

  it('never rejects when the browser refuses, and still does what it can', async () => {
    const result = await clearOldSite({
      serviceWorker: {
        getRegistrations: async () => [
          registration(() => Promise.reject(new Error('SecurityError'))),
          registration(async () => true),
        ],
      },
      caches: {
        keys: () => Promise.reject(new DOMException('denied', 'SecurityError')),
        delete: async () => true,
      },
    });
    expect(result).toEqual({ workers: 1, caches: 0 });
    await expect(
      clearOldSite({
        serviceWorker: {
          getRegistrations: () => {
            throw new Error('InvalidStateError');
          },
        },
      }),
    ).resolves.toEqual({ workers: 0, caches: 0 });
  });

  it('reads the real APIs by default and tolerates their absence', async () => {
    // Node has neither navigator.serviceWorker nor caches.
    await expect(clearOldSite()).resolves.toEqual({ workers: 0, caches: 0 });
  });
});
