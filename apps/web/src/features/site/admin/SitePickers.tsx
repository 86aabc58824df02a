// The site pages' shared pieces: the org-unit picker (the whole site first, as the original's '默认') and a
// picture field that uploads through the file service and shows what it holds.
import type { TAdminOrgNode } from '@elearning/shared';
import { Button, Image, Space, TreeSelect, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback } from '../../../admin/components/index.ts';
import { uploadPicture, useUnits } from './api.ts';

type TreeOption = { title: string; value: number; children: TreeOption[] };
const toOptions = (nodes: TAdminOrgNode[]): TreeOption[] =>
  nodes.map((node) => ({ title: node.orgName, value: node.orgId, children: toOptions(node.children) }));

const MAX_BYTES = 5 * 1024 * 1024;

export function UnitPicker(props: { value: number; onChange: (orgId: number, name: string) => void }) {
  const { t } = useTranslation('site');
  const units = useUnits();
  const treeData: TreeOption[] = [
    { title: t('admin.wholeSite'), value: 0, children: [] },
    ...toOptions(units.data ?? []),
  ];
  const nameOf = (value: number, nodes: TreeOption[]): string | undefined => {
    for (const node of nodes) {
      if (node.value === value) return node.title;
      const found = nameOf(value, node.children);
      if (found) return found;
    }
    return undefined;
  };
  return (
    <Space>
      <Typography.Text id="site-unit-label">{t('admin.unit')}</Typography.Text>
      <TreeSelect
        aria-labelledby="site-unit-label"
        style={{ width: 280 }}
        loading={units.isLoading}
        treeDefaultExpandAll
        value={props.value}
        treeData={treeData}
        onChange={(value: number) => props.onChange(value, nameOf(value, treeData) ?? '')}
        data-testid="site-unit-picker"
      />
    </Space>
  );
}

export function PictureField(props: {
  value?: string;
  onChange?: (url: string) => void;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation('site');
  const [busy, setBusy] = useState(false);
  return (
    <Space direction="vertical">
      {props.value ? <Image src={props.value} height={64} alt={props.label} /> : null}
      <Upload
        accept=".jpg,.jpeg,.png"
        showUploadList={false}
        beforeUpload={(file) => {
          if (file.size > MAX_BYTES) {
            adminFeedback.error(t('admin.uploadTip'));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file }) => {
          if (!(file instanceof File)) return;
          setBusy(true);
          uploadPicture(file)
            .then((stored) => props.onChange?.(stored.url))
            .finally(() => setBusy(false));
        }}
      >
        <Button
          loading={busy}
          aria-label={`${props.label}: ${props.value ? t('admin.reupload') : t('admin.upload')}`}
          data-testid={props.testId}
        >
          {props.value ? t('admin.reupload') : t('admin.upload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('admin.uploadTip')}</Typography.Text>
    </Space>
  );
}
