// 个人设置: my profile (avatar upload, sex, e-mail; name, work number and organisation are read-only — the
// organisation maintains them), my password, and my phone through the account pages' SMS-checked binding.
import type { TPersonalInfo } from '@elearning/shared';
import { Avatar, Button, Descriptions, Form, Input, Radio, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { Upload } from '../../../components/upload/index.ts';
import { personalApi, usePersonalMutation } from '../api.ts';
import { PasswordForm } from './PasswordForm.tsx';

type ProfileValues = { userEmail: string; sex: 0 | 1 };

function ProfileForm({ info }: { info: TPersonalInfo }) {
  const { t } = useTranslation('personal');
  const [avatarUrl, setAvatarUrl] = useState(info.avatarUrl);
  const save = usePersonalMutation(personalApi.saveInfo);
  const onFinish = (values: ProfileValues) =>
    save.mutateAsync({ ...values, avatarUrl }).then(
      () => feedback.success(t('settings.saved')),
      () => undefined,
    );
  return (
    <Form<ProfileValues>
      layout="vertical"
      className="personal-form"
      initialValues={{ userEmail: info.userEmail, sex: info.sex }}
      onFinish={onFinish}
    >
      <div className="personal-avatar">
        <Avatar size={80} src={avatarUrl || undefined} alt={t('settings.avatar')}>
          {info.name.slice(0, 1)}
        </Avatar>
        <div>
          <Upload
            public
            accept=".png,.jpg,.jpeg"
            onUploaded={(file) => setAvatarUrl(file.url)}
            testId="personal-avatar-upload"
          >
            {t('settings.changeAvatar')}
          </Upload>
          <p className="personal-muted">{t('settings.avatarHint')}</p>
        </div>
      </div>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('settings.workNo')}>{info.workNo || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('settings.name')}>{info.name}</Descriptions.Item>
        <Descriptions.Item label={t('settings.org')}>{info.orgLinkName || '—'}</Descriptions.Item>
      </Descriptions>
      <Form.Item name="sex" label={t('settings.sex')}>
        <Radio.Group>
          <Radio value={1}>{t('settings.male')}</Radio>
          <Radio value={0}>{t('settings.female')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="userEmail"
        label={t('settings.email')}
        rules={[{ type: 'email', message: t('settings.emailInvalid') }]}
      >
        <Input autoComplete="email" maxLength={64} data-testid="personal-email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="personal-profile-save">
        {t('settings.save')}
      </Button>
    </Form>
  );
}

function PhonePanel({ phone }: { phone: string }) {
  const { t } = useTranslation('personal');
  return (
    <div className="personal-form">
      <p>{phone ? t('settings.phoneBound', { phone }) : t('settings.phoneNone')}</p>
      <Link className="ant-btn ant-btn-default" to={phone ? '/editPhoneNum' : '/bindPhone'}>
        {phone ? t('settings.changePhone') : t('settings.bindPhone')}
      </Link>
    </div>
  );
}

export function PersonalSettings({ info }: { info: TPersonalInfo }) {
  const { t } = useTranslation('personal');
  return (
    <Tabs
      items={[
        { key: 'profile', label: t('settings.profile'), children: <ProfileForm info={info} /> },
        { key: 'password', label: t('settings.password'), children: <PasswordForm account={info.account} /> },
        { key: 'phone', label: t('settings.phone'), children: <PhonePanel phone={info.phonenum} /> },
      ]}
    />
  );
}
