// Feedback outside React components (request-layer reactions, menus): toasts and confirm/warning dialogs.
// Their antd hosts are downloaded the first time one is shown; requests made meanwhile are queued.
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

export type Toast = { kind: 'error' | 'success'; text: string };

export type DialogRequest = {
  kind: 'confirm' | 'warning';
  title: string;
  content: ReactNode;
  okText: string;
  cancelText?: string;
  /** Prefix of the dialog's test ids: `<testId>-ok`, `<testId>-cancel`, class `<testId>`. */
  testId: string;
  /** A blocking dialog: no close button, Escape and the mask do nothing. */
  blocking?: boolean;
  onOk: () => void | Promise<void>;
};

const ToastHost = lazy(() => import('./feedback-hosts.tsx').then((m) => ({ default: m.ToastHost })));
const DialogHost = lazy(() => import('./feedback-hosts.tsx').then((m) => ({ default: m.DialogHost })));

/** A queue that holds requests until its host has mounted. */
function channel<T>() {
  let deliver: ((item: T) => void) | undefined;
  let mount: (() => void) | undefined;
  const pending: T[] = [];
  return {
    send(item: T) {
      if (deliver) deliver(item);
      else {
        pending.push(item);
        mount?.();
      }
    },
    /** The host registers itself (or leaves with undefined); queued items are delivered at once. */
    register(next: ((item: T) => void) | undefined) {
      deliver = next;
      if (next) for (let item = pending.shift(); item; item = pending.shift()) next(item);
    },
    onDemand(start: () => void) {
      mount = start;
      if (pending.length > 0) start();
    },
  };
}

export const toastChannel = channel<Toast>();
export const dialogChannel = channel<DialogRequest>();

/** Mount once inside the ConfigProvider: mounts each host the first time it is needed. */
export function FeedbackBridge() {
  const [toasts, setToasts] = useState(false);
  const [dialogs, setDialogs] = useState(false);
  useEffect(() => {
    toastChannel.onDemand(() => setToasts(true));
    dialogChannel.onDemand(() => setDialogs(true));
  }, []);
  return (
    <Suspense fallback={null}>
      {toasts ? <ToastHost /> : null}
      {dialogs ? <DialogHost /> : null}
    </Suspense>
  );
}

export const feedback = {
  /** An error toast; identical texts raised together show once. */
  error(text: string): void {
    toastChannel.send({ kind: 'error', text });
  },
  success(text: string): void {
    toastChannel.send({ kind: 'success', text });
  },
  confirm(request: Omit<DialogRequest, 'kind'>): void {
    dialogChannel.send({ ...request, kind: 'confirm' });
  },
  warning(request: Omit<DialogRequest, 'kind'>): void {
    dialogChannel.send({ ...request, kind: 'warning' });
  },
};
