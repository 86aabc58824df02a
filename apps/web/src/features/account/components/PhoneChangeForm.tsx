// The form behind "change phone" and "bind phone": a new phone number verified by SMS code.
import { SmsScene } from '@elearning/shared';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { useSharedText } from '../../../i18n/hooks.ts';
import { ApiError } from '../../../lib/http/index.ts';
import { loadProfile } from '../../session/lifecycle.ts';
import { accountApi } from '../api.ts';
import { FormAlert } from './FormAlert.tsx';
import { PhoneField } from './PhoneField.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

type PhoneForm = { phone: string; smsCode: string };
type Props = {
  scene: Extract<SmsScene, 'bindPhone' | 'changePhone'>;
  phoneLabel: string;
  submitLabel: string;
  successText: string;
  onDone: () => void;
};

export function PhoneChangeForm({ scene, phoneLabel, submitLabel, successText, onDone }: Props) {
  const { t } = useTranslation('account');
  const shared = useSharedText();
  const [form] = Form.useForm<PhoneForm>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onFinish = async ({ phone, smsCode }: PhoneForm) => {
    setError(undefined);
    setBusy(true);
    try {
      const input = { phone: phone.trim(), smsCode: smsCode.trim() };
      await (scene === SmsScene.bindPhone ? accountApi.bindPhone(input) : accountApi.changePhone(input));
      feedback.success(successText);
      await loadProfile().catch(() => undefined);
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : shared('error.service'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<PhoneForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      aria-label={t('fields.phone')}
    >
      <PhoneField label={phoneLabel} />
      <SmsCodeField form={form} scene={scene} />
      <FormAlert message={error} />
      <Button type="primary" htmlType="submit" loading={busy} block data-testid="phone-submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
