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

// Requests carry messages a caller can act on: the proxy answers a 400 with the first of them.
const requiredString = (name: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined ? `${name} is required` : `${name} must be a string`,
  });

export const drawRequest = z.object({
  prompt: requiredString('prompt')
    .trim()
    .min(1, 'prompt must not be empty')
    .max(500, 'prompt must be at most 500 characters'),
  modelStyleId: z.int({ error: 'modelStyleId must be a whole number' }),
});

export const taskDetailRequest = z.object({
  taskId: requiredString('taskId')
    .min(1, 'taskId must not be empty')
    .max(128, 'taskId must be at most 128 characters'),
});
