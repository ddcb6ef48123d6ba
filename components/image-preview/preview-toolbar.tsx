'use client';
// Zoom in, zoom out and rotate: real buttons, named from the common strings.
import { useTranslation } from 'react-i18next';
import styles from './image-preview.module.css';
import { RotateIcon, ZoomInIcon, ZoomOutIcon } from './preview-icons.tsx';
import { zoomStep } from './view.ts';

export function PreviewToolbar(props: {
  disabled: boolean;
  onZoom: (by: number) => void;
  onRotate: () => void;
}) {
  const { t } = useTranslation('common');
  const buttons = [
    { label: t('preview.zoomIn'), icon: <ZoomInIcon />, act: () => props.onZoom(zoomStep) },
    { label: t('preview.zoomOut'), icon: <ZoomOutIcon />, act: () => props.onZoom(-zoomStep) },
    { label: t('preview.rotate'), icon: <RotateIcon />, act: props.onRotate },
  ];
  return (
    <div className={styles.toolbar}>
      {buttons.map((button) => (
        <button
          key={button.label}
          type="button"
          className={styles.button}
          aria-label={button.label}
          title={button.label}
          disabled={props.disabled}
          onClick={button.act}
        >
          {button.icon}
        </button>
      ))}
    </div>
  );
}
