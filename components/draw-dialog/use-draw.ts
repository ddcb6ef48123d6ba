'use client';
// A drawing's life with react-query: the account's points (errors ignored), the start request
// and the task, polled every 3 s until it succeeds or fails. Queries live in the dialog's own
// client: when the dialog closes they lose their observer and polling stops.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type DrawClient, isFinished, type TaskDetail } from '#lib/draw/client.ts';
import { alertDraw } from './alert.ts';
import { type DialogStrings, requestErrorText } from './strings.ts';

/** The task is polled every 3000 ms, as the drawing service expects. */
export const pollIntervalMs = 3000;

const accountKey = ['draw', 'account'] as const;

/** The service answered the poll with a code other than 0: `msg` says why. */
class TaskRefused extends Error {}

export type DrawView =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'drawing'; task: TaskDetail | undefined }
  | { phase: 'lost' };

export function useDraw(client: DrawClient, strings: DialogStrings) {
  const queryClient = useQueryClient();
  const [taskId, setTaskId] = useState<string | null>(null);

  const account = useQuery({
    queryKey: accountKey,
    queryFn: async ({ signal }) => {
      const answer = await client.getClientDetail(signal);
      return answer.code === 0 ? answer.data : null;
    },
    retry: false,
  });

  const start = useMutation({
    mutationFn: ({ prompt, pass }: { prompt: string; pass: string }) =>
      client.startDraw(prompt, pass),
    // A new drawing replaces the last one's result, whatever the answer.
    onMutate: () => setTaskId(null),
    onSuccess: (answer) => {
      if (answer.code !== 0 || !answer.data) return alertDraw('error', answer.msg);
      setTaskId(answer.data.paintingSign);
    },
    onError: (error) => alertDraw('error', requestErrorText(error, strings)),
  });

  const task = useQuery({
    queryKey: ['draw', 'task', taskId],
    queryFn: async ({ signal }) => {
      if (taskId === null) throw new Error('no task to poll');
      const answer = await client.getTaskDetail(taskId, signal);
      if (answer.code !== 0 || !answer.data) throw new TaskRefused(answer.msg);
      return answer.data;
    },
    enabled: taskId !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (query.state.status === 'error' || (data && isFinished(data.state))) return false;
      return pollIntervalMs;
    },
    // The visitor may watch another tab while the picture is drawn.
    refetchIntervalInBackground: true,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => !(error instanceof TaskRefused) && failures < 2,
  });

  // After each poll the account is read again (a finished drawing costs points).
  const { dataUpdatedAt, errorUpdatedAt, error } = task;
  useEffect(() => {
    if (dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: accountKey });
  }, [dataUpdatedAt, queryClient]);
  useEffect(() => {
    if (errorUpdatedAt === 0 || !error) return;
    alertDraw(
      'error',
      error instanceof TaskRefused ? error.message : requestErrorText(error, strings),
    );
  }, [errorUpdatedAt, error, strings]);

  const view: DrawView = start.isPending
    ? { phase: 'starting' }
    : taskId === null
      ? { phase: 'idle' }
      : task.isError
        ? { phase: 'lost' }
        : { phase: 'drawing', task: task.data };
  const busy =
    view.phase === 'starting' ||
    (view.phase === 'drawing' && !(view.task && isFinished(view.task.state)));

  return {
    account: account.data ?? null,
    view,
    busy,
    /** Starts drawing `prompt` with the captcha's `pass`. */
    start: (prompt: string, pass: string) => start.mutate({ prompt, pass }),
  };
}
