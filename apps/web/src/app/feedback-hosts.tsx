// The antd hosts behind `feedback`: toasts (message hook) and dialogs (modal hook), each loaded on first use
// and drawn in the antd scope (theme and locale).
import { Modal, message } from 'antd';
import { useEffect } from 'react';
import { testId } from '../lib/dom/test-id.ts';
import { AntdScope } from './AntdScope.tsx';
import { type DialogRequest, dialogChannel, type Toast, toastChannel } from './feedback.tsx';

const MAX_TOASTS = 3;

export function ToastHost() {
  const [api, holder] = message.useMessage({ maxCount: MAX_TOASTS });
  useEffect(() => {
    toastChannel.register(({ kind, text }: Toast) => {
      void api[kind]({ content: text, key: text });
    });
    return () => toastChannel.register(undefined);
  }, [api]);
  return <AntdScope>{holder}</AntdScope>;
}

export function DialogHost() {
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    dialogChannel.register((request: DialogRequest) => {
      const open = request.kind === 'warning' ? modal.warning : modal.confirm;
      open({
        title: request.title,
        content: request.content,
        okText: request.okText,
        cancelText: request.cancelText,
        className: request.testId,
        okButtonProps: testId(`${request.testId}-ok`),
        cancelButtonProps: testId(`${request.testId}-cancel`),
        closable: !request.blocking,
        keyboard: !request.blocking,
        mask: { closable: false },
        onOk: request.onOk,
      });
    });
    return () => dialogChannel.register(undefined);
  }, [modal]);
  return <AntdScope>{holder}</AntdScope>;
}
