// /admin/news/regulations: the regulation documents of the home page — upload (a file of the file service,
// with a title and a category), pin or unpin, delete (confirmed).
import type { TRegulation, TStoredFile } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, ListPage, RowActions } from '../../../admin/components/index.ts';
import { Upload } from '../../../components/upload/index.ts';
import { newsAdminApi, newsAdminKeys } from './api.ts';

function AddRegulation({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('news');
  const [form] = Form.useForm<{ title: string; category?: string }>();
  const [file, setFile] = useState<TStoredFile | null>(null);
  const save = async () => {
    const values = await form.validateFields();
    if (!file) return;
    await newsAdminApi.addRegulation({ ...values, fileUrl: file.url, fileName: file.fileName });
    adminFeedback.success(t('admin.saved'));
    setFile(null);
    form.resetFields();
    onSaved();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('admin.addRegulation')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ disabled: !file }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="title" label={t('admin.titleLabel')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="category" label={t('admin.categoryText')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item label={t('admin.fileLabel')} required>
          <Space>
            {file ? <span>{file.fileName}</span> : null}
            <Upload public onUploaded={setFile} testId="regulation-upload">
              {t('admin.uploadFile')}
            </Upload>
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function Component() {
  const { t } = useTranslation('news');
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: newsAdminKeys.regulations });
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ListPage<TRegulation>
        title={t('admin.regulations.title')}
        queryKey={newsAdminKeys.regulations}
        fetchPage={(query) => newsAdminApi.regulations(query)}
        rowKey="id"
        testId="regulation-admin-list"
        searchFields={[{ kind: 'text', name: 'title', label: t('admin.titleLabel'), maxLength: 100 }]}
        columns={[
          {
            title: t('admin.titleLabel'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Space>
                {row.isTop ? <Tag color="blue">{t('top')}</Tag> : null}
                <a href={row.fileUrl} target="_blank" rel="noreferrer">
                  {title}
                </a>
              </Space>
            ),
          },
          { title: t('admin.categoryText'), dataIndex: 'category' },
          {
            title: t('admin.createdAt'),
            dataIndex: 'createdAt',
            render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <RowActions
                actions={[
                  {
                    key: 'top',
                    label: row.isTop ? t('admin.unpin') : t('admin.pin'),
                    onClick: () => newsAdminApi.topRegulation(row.id, !row.isTop).then(refresh),
                  },
                  {
                    key: 'delete',
                    label: t('admin.delete'),
                    danger: true,
                    confirm: t('admin.confirmRemove'),
                    onClick: () => newsAdminApi.removeRegulation(row.id).then(refresh),
                  },
                ]}
              />
            ),
          },
        ]}
        toolbar={
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('admin.addRegulation')}
          </Button>
        }
      />
      <AddRegulation open={adding} onClose={() => setAdding(false)} onSaved={refresh} />
    </>
  );
}
