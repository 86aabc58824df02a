// 证书模板 (back office): the tenant's certificate templates, and a form to add one (name, issuer, body with
// placeholders, validity).
import { trainingAdminPaths } from '@elearning/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/index.ts';

type Template = { id: number; name: string; issuer: string; body: string; validityMonths: number | null };
type Values = { name: string; issuer: string; body?: string; validityMonths?: number };
const KEY = ['admin', 'training', 'templates'];

export function Component() {
  const { t } = useTranslation('training');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => http.get<Template[]>(trainingAdminPaths.certificateTemplates),
  });
  const save = useMutation({
    mutationFn: (values: Values) => http.post(trainingAdminPaths.certificateTemplates, values),
    onSuccess: () => {
      form.resetFields();
      return client.invalidateQueries({ queryKey: KEY });
    },
  });
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('admin.templates')}</h1>}>
      <Form<Values>
        form={form}
        layout="inline"
        onFinish={(values) => save.mutate(values)}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="name" label={t('admin.templateName')} rules={[{ required: true, max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="issuer" label={t('admin.issuer')} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="body" label={t('admin.body')}>
          <Input.TextArea autoSize />
        </Form.Item>
        <Form.Item name="validityMonths" label={t('admin.validity')}>
          <InputNumber min={1} max={1200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('admin.save')}
        </Button>
      </Form>
      <Table<Template>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { title: t('admin.templateName'), dataIndex: 'name' },
          { title: t('admin.issuer'), dataIndex: 'issuer' },
          { title: t('admin.body'), dataIndex: 'body' },
          { title: t('admin.validity'), render: (_, row) => row.validityMonths ?? t('certificate.forever') },
        ]}
      />
    </Card>
  );
}
