// SMS code field with the send button: checks the phone first, sends a code for the scene and counts
// down 60 seconds (or what the server says) before another code can be asked for.
import { SMS_RULES, type SmsScene } from '@elearning/shared';
import { Button, Form, type FormInstance, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { useSharedText } from '../../../i18n/hooks.ts';
import { ApiError } from '../../../lib/http/index.ts';
import { accountApi } from '../api.ts';
import { smsCodeRules } from '../rules.ts';

type Props = {
  form: FormInstance;
  scene: SmsScene;
  phoneField?: string;
  name?: string;
  /** Extra check before sending (e.g. the phone must exist). Returns an error text to stop. */
  beforeSend?: (phone: string) => Promise<string | undefined>;
};

export function SmsCodeField({ form, scene, phoneField = 'phone', name = 'smsCode', beforeSend }: Props) {
  const { t } = useTranslation('account');
  const shared = useSharedText();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const showError = (text: string) => form.setFields([{ name, errors: [text] }]);

  const send = async () => {
    try {
      await form.validateFields([phoneField]);
    } catch {
      return;
    }
    const phone = String(form.getFieldValue(phoneField) ?? '').trim();
    setSending(true);
    try {
      const blocked = await beforeSend?.(phone);
      if (blocked) {
        form.setFields([{ name: phoneField, errors: [blocked] }]);
        return;
      }
      const reply = await accountApi.sendCode(phone, scene);
      setSeconds(reply?.resendAfter || SMS_RULES.resendSeconds);
      form.setFields([{ name, errors: [] }]);
      feedback.success(shared('sms.sent'));
    } catch (error) {
      showError(error instanceof ApiError ? error.message : shared('error.service'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label={t('fields.smsCode')} required>
      <div className="sms-field">
        <Form.Item name={name} noStyle rules={smsCodeRules(shared)} validateTrigger="onBlur">
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_RULES.codeLength}
            placeholder={t('fields.smsCodePlaceholder')}
            aria-label={t('fields.smsCode')}
            data-testid="sms-code-input"
          />
        </Form.Item>
        <Button
          onClick={send}
          loading={sending}
          disabled={seconds > 0}
          data-testid="sms-send-button"
          aria-live="polite"
        >
          {seconds > 0 ? t('fields.resendIn', { seconds }) : t('fields.sendCode')}
        </Button>
      </div>
    </Form.Item>
  );
}
