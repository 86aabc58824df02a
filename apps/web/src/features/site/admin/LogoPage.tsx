// Logo定制: pick the whole site or an org unit, see its logos (learner site, back office), upload new ones
// and publish them, or reset the unit to the logos of the unit above it (confirmed).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction } from '../../../admin/components/index.ts';
import { siteAdminApi, siteAdminKeys } from './api.ts';
import { PictureField, UnitPicker } from './SitePickers.tsx';

type Logos = { frontUrl?: string; backgroundUrl?: string };

export function Component() {
  const { t } = useTranslation('site');
  const queryClient = useQueryClient();
  const [unit, setUnit] = useState({ orgId: 0, name: t('admin.wholeSite') });
  const [form] = Form.useForm<Logos>();
  const [saving, setSaving] = useState(false);
  const logos = useQuery({
    queryKey: [...siteAdminKeys.logos, unit.orgId],
    queryFn: () => siteAdminApi.logos(unit.orgId),
  });
  const current = logos.data?.data[0];
  useEffect(() => {
    form.setFieldsValue({ frontUrl: current?.frontUrl, backgroundUrl: current?.backgroundUrl });
  }, [form, current]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.logos });

  const publish = async () => {
    const values = form.getFieldsValue();
    setSaving(true);
    try {
      await siteAdminApi.updateLogo({ orgId: unit.orgId, ...values });
      adminFeedback.success(t('admin.logo.published'));
      await refresh();
    } finally {
      setSaving(false);
    }
  };
  const reset = (id: number) =>
    confirmAction({
      content: t('admin.logo.resetConfirm', { unit: unit.name }),
      onOk: async () => {
        await siteAdminApi.resetLogo(id);
        await refresh();
      },
    });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="site-logo-page">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {t('admin.logo.title')}
      </Typography.Title>
      <Card>
        <UnitPicker value={unit.orgId} onChange={(orgId, name) => setUnit({ orgId, name })} />
      </Card>
      <Card>
        {logos.isLoading ? (
          <Skeleton active />
        ) : logos.error ? (
          <Alert type="error" showIcon message={String(logos.error)} />
        ) : (
          <Form form={form} layout="vertical">
            {current ? null : (
              <Alert type="info" showIcon message={t('admin.logo.none')} style={{ marginBottom: 16 }} />
            )}
            <Form.Item name="frontUrl" label={t('admin.logo.front')} required>
              <PictureField label={t('admin.logo.front')} testId="logo-front-upload" />
            </Form.Item>
            <Form.Item name="backgroundUrl" label={t('admin.logo.background')}>
              <PictureField label={t('admin.logo.background')} testId="logo-back-upload" />
            </Form.Item>
            <Space>
              <Button type="primary" loading={saving} onClick={publish}>
                {t('admin.logo.publish')}
              </Button>
              {current ? <Button onClick={() => reset(current.id)}>{t('admin.logo.reset')}</Button> : null}
            </Space>
          </Form>
        )}
      </Card>
    </Space>
  );
}
