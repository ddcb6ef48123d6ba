// zod schemas of the drawing service's answers, mirroring content-schema/aiapi.yaml.
import { z } from 'zod';

export const taskState = z.enum(['queued', 'running', 'success', 'failed']);

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.int(), msg: z.string(), data: data.nullable() });

export const clientDetailResponse = envelope(
  z.object({ balance: z.number().min(0), used: z.number().min(0) }),
);

export const drawResponse = envelope(z.object({ paintingSign: z.string() }));

export const taskDetailResponse = envelope(
  z.object({
    state: taskState,
    progress: z.number().min(0).max(1),
    imgUrl: z.string().nullable(),
    current_image: z.string().nullable(),
  }),
);

export const drawRequest = z.object({
  prompt: z.string().trim().min(1).max(500),
  modelStyleId: z.int(),
});

export const taskDetailRequest = z.object({ taskId: z.string().min(1) });
