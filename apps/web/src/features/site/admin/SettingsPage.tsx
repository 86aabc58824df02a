// Site settings: the site's name (title and header of the learner site), its theme colour and the footer's
// filing number; saved through the shared schema, reaching the learner site on its next load.
import { ZSiteSettingsSchema } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormPage } from '../../../admin/components/index.ts';
import { siteAdminApi, siteAdminKeys } from './api.ts';

function ColorSwatch() {
  const { t } = useTranslation('site');
  const color = Form.useWatch('themeColor');
  const valid = typeof color === 'string' && /^#[0-9a-fA-F]{6}$/.test(color);
  return (
    <Space>
      <span
        aria-label={t('admin.settings.preview')}
        role="img"
        data-testid="theme-swatch"
        style={{
          display: 'inline-block',
          width: 32,
          height: 32,
          borderRadius: 6,
          border: '1px solid #d9d9d9',
          background: valid ? color : '#2875d4',
        }}
      />
    </Space>
  );
}

export function Component() {
  const { t } = useTranslation('site');
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: siteAdminKeys.settings, queryFn: siteAdminApi.settings });
  const labels = {
    siteName: t('admin.settings.siteName'),
    themeColor: t('admin.settings.themeColor'),
    filingNumber: t('admin.settings.filingNumber'),
  };
  return (
    <FormPage
      title={t('admin.settings.title')}
      schema={ZSiteSettingsSchema}
      labels={labels}
      initialValues={settings.data}
      loading={settings.isLoading}
      error={settings.error}
      onSubmit={(values) => siteAdminApi.saveSettings(values)}
      onDone={() => queryClient.invalidateQueries({ queryKey: siteAdminKeys.settings })}
      testId="site-settings-form"
    >
      <Form.Item name="siteName" label={labels.siteName} required>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item label={labels.themeColor} extra={t('admin.settings.themeColorHint')}>
        <Space>
          <Form.Item name="themeColor" noStyle>
            <Input style={{ width: 160 }} placeholder="#2875d4" aria-label={labels.themeColor} />
          </Form.Item>
          <ColorSwatch />
        </Space>
      </Form.Item>
      <Form.Item name="filingNumber" label={labels.filingNumber}>
        <Input maxLength={60} />
      </Form.Item>
    </FormPage>
  );
}
