// Bind a phone number to the signed-in account, verified by SMS code.
import { SmsScene } from '@elearning/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountPanel } from '../components/AccountPanel.tsx';
import { PhoneChangeForm } from '../components/PhoneChangeForm.tsx';

export function BindPhonePage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <AccountPanel title={t('bindPhone.title')} subtitle={t('bindPhone.subtitle')} testId="bind-phone-page">
      <PhoneChangeForm
        scene={SmsScene.bindPhone}
        phoneLabel={t('fields.phone')}
        submitLabel={t('bindPhone.submit')}
        successText={t('bindPhone.success')}
        onDone={() => navigate('/home')}
      />
    </AccountPanel>
  );
}
