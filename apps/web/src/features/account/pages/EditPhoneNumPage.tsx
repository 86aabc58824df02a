// Change phone number: shows the current number and verifies the new one by SMS code.
import { SmsScene } from '@elearning/shared';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/store.ts';
import { AccountPanel } from '../components/AccountPanel.tsx';
import { PhoneChangeForm } from '../components/PhoneChangeForm.tsx';

export function EditPhoneNumPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const phone = useSession((s) => s.user?.phone);
  return (
    <AccountPanel title={t('editPhone.title')} subtitle={t('editPhone.subtitle')} testId="edit-phone-page">
      <Descriptions column={1} size="small" className="account-panel__facts">
        <Descriptions.Item label={t('editPhone.current')}>{phone || t('editPhone.none')}</Descriptions.Item>
      </Descriptions>
      <PhoneChangeForm
        scene={SmsScene.changePhone}
        phoneLabel={t('fields.newPhone')}
        submitLabel={t('editPhone.submit')}
        successText={t('editPhone.success')}
        onDone={() => navigate('/home')}
      />
    </AccountPanel>
  );
}
