'use client';
// What the dialog shows of a drawing: progress with the preview while it runs, then the final
// picture (opening in the image preview) or the failure text.
import { previewSrc, type TaskDetail } from '#lib/draw/client.ts';
import { useImagePreview, warmImagePreview } from '../image-preview/use-image-preview.tsx';
import styles from './task-view.module.css';
import { type DialogStrings, fill } from './strings.ts';

export function TaskView(props: { task: TaskDetail; prompt: string; strings: DialogStrings }) {
  const { task, prompt, strings } = props;
  if (task.state === 'failed') return <DrawingFailed strings={strings} />;
  if (task.state === 'success' && task.imgUrl) {
    return <FinalPicture src={task.imgUrl} prompt={prompt} strings={strings} />;
  }
  const percent = Math.round(Math.min(1, Math.max(0, task.progress)) * 100);
  const preview = previewSrc(task.current_image);
  return (
    <div className={styles.progress}>
      <p className={styles.progressText}>
        <span>{task.state === 'queued' ? strings.queued : strings.running}</span>
        <span aria-hidden="true">{percent}%</span>
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={strings.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <div className={styles.picture}>
        {preview && (
          // eslint-disable-next-line @next/next/no-img-element -- a data: URL that changes every poll; next/image adds nothing here
          <img className={styles.image} src={preview} alt={strings.previewAlt} />
        )}
      </div>
    </div>
  );
}

function FinalPicture(props: { src: string; prompt: string; strings: DialogStrings }) {
  const { src, prompt, strings } = props;
  const { open, preview } = useImagePreview();
  const alt = fill(strings.resultAlt, { prompt });
  return (
    <div className={styles.result}>
      <p className={styles.finished} role="status">
        {strings.finished}
      </p>
      <button
        type="button"
        className={styles.picture}
        aria-label={fill(strings.openResult, { alt })}
        onPointerEnter={warmImagePreview}
        onFocus={warmImagePreview}
        onClick={(event) => {
          // Safari does not focus a clicked button; focus comes back here when the preview closes.
          event.currentTarget.focus();
          open({ src, alt });
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- the drawing service's own host; next/image would only add a wrapper here */}
        <img className={styles.image} src={src} alt="" />
      </button>
      {preview}
    </div>
  );
}

/** A failed drawing says 绘制失败; so does one whose progress can no longer be read. */
export function DrawingFailed(props: { strings: DialogStrings }) {
  return (
    <p className={styles.failed} role="status">
      {props.strings.failed}
    </p>
  );
}
