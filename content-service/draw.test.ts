import { describe, expect, it } from 'vitest';
import { drawPicture } from './draw-art.ts';
import { DrawDemo } from './draw.ts';

function demoAt(options: { balance?: number } = {}) {
  const clock = { now: 0 };
  const demo = new DrawDemo({
    taskMs: 10_000,
    balance: options.balance ?? 10,
    failWords: ['失败', 'fail'],
    refuseWords: ['拒绝', 'refuse'],
    now: () => clock.now,
  });
  return { demo, clock };
}

const imageUrl = (id: string) => `http://demo.test/files/draw/${id}.svg`;

function start(demo: DrawDemo, prompt: string): string {
  const answer = demo.draw(prompt);
  if (!answer.data) throw new Error(`refused: ${answer.msg}`);
  return answer.data.paintingSign;
}

describe('the drawing demo', () => {
  it('runs a task through queued, running with rising progress and previews, to success', () => {
    const { demo, clock } = demoAt();
    const id = start(demo, 'a red fox in the snow');
    const seen = [];
    for (clock.now = 0; clock.now <= 10_000; clock.now += 1000) {
      const { data } = demo.taskDetail(id, imageUrl);
      seen.push(data);
    }
    expect(seen[0]).toEqual({ state: 'queued', progress: 0, imgUrl: null, current_image: null });
    const running = seen.filter((task) => task?.state === 'running');
    expect(running.length).toBeGreaterThanOrEqual(7);
    const progress = running.map((task) => task?.progress ?? -1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress).size).toBe(progress.length);
    expect(Math.max(...progress)).toBeLessThan(1);
    for (const task of running) {
      const svg = Buffer.from(task?.current_image ?? '', 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect(seen.at(-1)).toEqual({
      state: 'success',
      progress: 1,
      imgUrl: imageUrl(id),
      current_image: null,
    });
    expect(demo.picture(id)).toBe(drawPicture('a red fox in the snow'));
  });

  it('has no picture before the task is done', () => {
    const { demo, clock } = demoAt();
    const id = start(demo, 'a boat');
    clock.now = 9999;
    expect(demo.picture(id)).toBeUndefined();
    clock.now = 10_000;
    expect(demo.picture(id)).toContain('<svg');
  });

  it('draws the same picture for the same prompt, and another for another prompt', () => {
    expect(drawPicture('a laser-cut owl')).toBe(drawPicture('a laser-cut owl'));
    expect(drawPicture('a laser-cut owl')).not.toBe(drawPicture('a laser-cut cat'));
    expect(drawPicture('a laser-cut owl', 0.3)).not.toBe(drawPicture('a laser-cut owl'));
  });

  it('charges 2 points a drawing and refuses once the balance is spent', () => {
    const { demo } = demoAt({ balance: 5 });
    expect(demo.clientDetail().data).toEqual({ balance: 5, used: 0 });
    start(demo, 'one');
    start(demo, 'two');
    expect(demo.clientDetail().data).toEqual({ balance: 1, used: 4 });
    const third = demo.draw('three');
    expect(third.code).toBe(4002);
    expect(third.data).toBeNull();
    expect(demo.clientDetail().data).toEqual({ balance: 1, used: 4 });
  });

  it('refuses a prompt with the refuse word at once, without charging', () => {
    const { demo } = demoAt();
    const answer = demo.draw('Please REFUSE this');
    expect(answer.code).not.toBe(0);
    expect(answer.msg).toMatch(/refused/);
    expect(demo.clientDetail().data).toEqual({ balance: 10, used: 0 });
    expect(demo.draw('我要拒绝').code).toBe(4003);
  });

  it('fails a task whose prompt has the fail word, part-way through', () => {
    const { demo, clock } = demoAt();
    const id = start(demo, '这张图会失败');
    clock.now = 3000;
    expect(demo.taskDetail(id, imageUrl).data?.state).toBe('running');
    clock.now = 6000;
    expect(demo.taskDetail(id, imageUrl).data).toMatchObject({ state: 'failed', imgUrl: null });
    clock.now = 20_000;
    expect(demo.taskDetail(id, imageUrl).data?.state).toBe('failed');
    expect(demo.picture(id)).toBeUndefined();
  });

  it('answers an unknown task with a code, not a crash', () => {
    const { demo } = demoAt();
    expect(demo.taskDetail('nope', imageUrl)).toMatchObject({ code: 4004, data: null });
  });
});
