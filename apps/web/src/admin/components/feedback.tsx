// The back office's feedback host: antd's `App` gives dialogs and toasts the theme and language of the
// shell; this bridge keeps its `modal` and `message` so plain functions (confirmAction, the request
// layer's toast) can use them outside React.
import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useEffect } from 'react';

let modalApi: HookAPI | undefined;
let messageApi: MessageInstance | undefined;

/** Rendered once inside antd's `<App>` by the shell. */
export function AdminFeedbackBridge() {
  const { modal, message } = App.useApp();
  useEffect(() => {
    modalApi = modal;
    messageApi = message;
    return () => {
      modalApi = undefined;
      messageApi = undefined;
    };
  }, [modal, message]);
  return null;
}

export const adminFeedback = {
  modal: (): HookAPI | undefined => modalApi,
  success: (text: string) => messageApi?.success(text),
  error: (text: string) => messageApi?.error(text),
};
