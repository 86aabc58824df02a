// Mobile phone field (SPEC §5: 11 digits, 1 then 3-9).
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSharedText } from '../../../i18n/hooks.ts';
import { phoneRules } from '../rules.ts';

type Props = { name?: string; label?: string; disabled?: boolean };

export function PhoneField({ name = 'phone', label, disabled }: Props) {
  const { t } = useTranslation('account');
  const shared = useSharedText();
  return (
    <Form.Item
      name={name}
      label={label ?? t('fields.phone')}
      rules={phoneRules(shared)}
      required
      validateTrigger="onBlur"
    >
      <Input
        inputMode="tel"
        autoComplete="tel"
        maxLength={11}
        disabled={disabled}
        placeholder={t('fields.phonePlaceholder')}
        data-testid="phone-input"
      />
    </Form.Item>
  );
}
