/**
 * confirmAction — asks before a destructive or irreversible action (delete, disable, publish, …), in the
 * user's language, and runs it only when confirmed. The dialog stays open (its OK button spinning) while
 * `onOk` runs; a failed `onOk` leaves the dialog open so the user can retry or cancel (the request layer
 * has already shown the server's message).
 *
 *   const done = await confirmAction({
 *     content: t('course:admin.deleteConfirm', { name: row.name }),
 *     onOk: () => deleteCourse(row.id),
 *   });
 *   if (done) queryClient.invalidateQueries({ queryKey: courseAdminKeys.list });
 *
 * Resolves true when confirmed and `onOk` succeeded, false when cancelled.
 */
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { adminFeedback } from './feedback.tsx';

export type ConfirmActionOptions = {
  /** The question; defaults to the shell's "Please confirm". */
  title?: ReactNode;
  /** What will happen, naming the thing acted on. */
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  /** Red OK button; true by default (most confirmed actions are destructive). */
  danger?: boolean;
  /** The action; its promise keeps the dialog busy. */
  onOk: () => unknown | Promise<unknown>;
  /** data-testid of the dialog (default 'confirm-action'). */
  testId?: string;
};

export function confirmAction(options: ConfirmActionOptions): Promise<boolean> {
  const modal = adminFeedback.modal();
  const t = (key: 'title' | 'ok' | 'cancel'): string => i18n.t(`admin:confirm.${key}` as const);
  return new Promise((resolve) => {
    if (!modal) {
      // The shell always mounts the bridge; without it (a unit test) fall back to the browser's dialog.
      const text = [options.title, options.content].filter((part) => typeof part === 'string').join('\n');
      if (!window.confirm(text || t('title'))) return resolve(false);
      Promise.resolve(options.onOk()).then(
        () => resolve(true),
        () => resolve(false),
      );
      return;
    }
    modal.confirm({
      title: options.title ?? t('title'),
      content: options.content,
      okText: options.okText ?? t('ok'),
      cancelText: options.cancelText ?? t('cancel'),
      okButtonProps: { danger: options.danger ?? true },
      autoFocusButton: 'cancel',
      rootClassName: options.testId ?? 'confirm-action',
      onOk: async () => {
        await options.onOk();
        resolve(true);
      },
      onCancel: () => resolve(false),
    });
  });
}
