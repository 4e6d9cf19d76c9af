import type { ReactElement } from 'react';
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@portal/shared/kit';
import { toast, useToasts, type ToastType } from '@portal/shared';

const ICONS: Partial<Record<ToastType, ReactElement>> = {
  success: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  error: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
  loading: <LoadingOutlined />,
};

/** Renders the portal's one toast bus (the shell mounts it once; a remote alone mounts its own). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div
      aria-live="polite"
      style={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        alignItems: 'center',
        pointerEvents: 'none',
      }}
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.type === 'error' ? 'alert' : 'status'}
          onClick={() => toast.dismiss(t.id)}
          style={{
            pointerEvents: 'auto',
            background: '#fff',
            color: '#1f1f1f',
            padding: '8px 14px',
            borderRadius: 8,
            boxShadow: '0 3px 10px rgba(0,0,0,0.12), 0 3px 3px rgba(0,0,0,0.05)',
            display: 'flex',
            gap: 8,
            alignItems: 'center',
            maxWidth: 420,
            cursor: 'pointer',
          }}
        >
          {ICONS[t.type]}
          <span>{t.message}</span>
        </div>
      ))}
    </div>
  );
}
