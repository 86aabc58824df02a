// The home layout editor: a name and, for each column of the learner's home, the sections shown in order —
// add from the sections not chosen yet, move up and down, remove (buttons, so the keyboard does it all).
// Save keeps a draft; Publish (after saving) puts it in use for the unit.
import {
  HOME_CONTENT_SECTIONS,
  HOME_SIDE_SECTIONS,
  type THomeItem,
  ZPlanSaveSchema,
} from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, List, Row, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { adminFeedback, confirmAction, useZodForm } from '../../../admin/components/index.ts';
import { siteAdminApi, siteAdminKeys } from './api.ts';

type Column = 'content' | 'side';
const CHOICES: Record<Column, readonly string[]> = {
  content: HOME_CONTENT_SECTIONS,
  side: HOME_SIDE_SECTIONS,
};

function SectionColumn(props: { column: Column; chosen: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('site');
  const name = (id: string) => t(`admin.home.sections.${id}` as 'admin.home.sections.diyPcL1');
  const { chosen, onChange } = props;
  const move = (index: number, by: number) => {
    const next = [...chosen];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  const available = CHOICES[props.column].filter((id) => !chosen.includes(id));
  return (
    <Card title={t(`admin.home.${props.column}`)} data-testid={`plan-column-${props.column}`}>
      <Typography.Text strong>{t('admin.home.chosen')}</Typography.Text>
      <List
        size="small"
        dataSource={chosen}
        renderItem={(id, index) => (
          <List.Item
            actions={[
              <Button
                key="up"
                size="small"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={t('admin.home.moveUp', { name: name(id) })}
              >
                ↑
              </Button>,
              <Button
                key="down"
                size="small"
                disabled={index === chosen.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t('admin.home.moveDown', { name: name(id) })}
              >
                ↓
              </Button>,
              <Button
                key="remove"
                size="small"
                onClick={() => onChange(chosen.filter((item) => item !== id))}
                aria-label={t('admin.home.removeSection', { name: name(id) })}
              >
                ×
              </Button>,
            ]}
          >
            {name(id)}
          </List.Item>
        )}
      />
      <Typography.Text strong>{t('admin.home.available')}</Typography.Text>
      <Space wrap style={{ marginTop: 8, display: 'flex' }}>
        {available.map((id) => (
          <Button
            key={id}
            onClick={() => onChange([...chosen, id])}
            aria-label={t('admin.home.addSection', { name: name(id) })}
          >
            + {name(id)}
          </Button>
        ))}
      </Space>
    </Card>
  );
}

const idsOf = (item: THomeItem | undefined, column: Column) =>
  item
    ? item[column].map((section) => section.id)
    : [...CHOICES[column]].slice(0, column === 'content' ? 5 : 4);

export function Component() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orgId = Number(params.get('orgId') ?? 0) || 0;
  const [id, setId] = useState<number | undefined>(Number(params.get('id')) || undefined);
  const plan = useQuery({
    queryKey: [...siteAdminKeys.plan, id],
    queryFn: () => siteAdminApi.plan(id ?? 0),
    enabled: id !== undefined,
  });
  const [content, setContent] = useState<string[]>(idsOf(undefined, 'content'));
  const [side, setSide] = useState<string[]>(idsOf(undefined, 'side'));
  const labels = { name: t('admin.home.name'), item: t('admin.home.content') };
  const item = {
    content: content.map((section) => ({ id: section })),
    side: side.map((section) => ({ id: section })),
  };
  const { form, submit, submitting, formErrors } = useZodForm(ZPlanSaveSchema, {
    labels,
    extraValues: { orgId, device: 1, item, ...(id ? { id } : {}) },
  });
  const loaded = plan.data;
  useEffect(() => {
    if (!loaded) return;
    const stored: THomeItem = JSON.parse(loaded.item);
    form.setFieldsValue({ name: loaded.name });
    setContent(idsOf(stored, 'content'));
    setSide(idsOf(stored, 'side'));
  }, [loaded, form]);

  const save = () =>
    submit(async (values) => {
      const reply = values.id ? await siteAdminApi.updatePlan(values) : await siteAdminApi.addPlan(values);
      setId(Number(reply));
      adminFeedback.success(t('admin.home.saved'));
      await queryClient.invalidateQueries({ queryKey: siteAdminKeys.plans });
    });
  const release = () => {
    if (!id) {
      adminFeedback.error(t('admin.home.saveFirst'));
      return;
    }
    return confirmAction({
      content: t('admin.home.releaseConfirm', { name: form.getFieldValue('name') ?? '' }),
      danger: false,
      onOk: async () => {
        await siteAdminApi.releasePlan(id);
        adminFeedback.success(t('admin.home.released'));
        await queryClient.invalidateQueries({ queryKey: siteAdminKeys.plans });
      },
    });
  };

  if (id !== undefined && plan.isLoading) return <Skeleton active />;
  if (plan.error) return <Alert type="error" showIcon message={String(plan.error)} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="home-plan-editor">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {t('admin.home.editTitle')}
      </Typography.Title>
      {formErrors.length > 0 ? <Alert type="error" showIcon message={formErrors.join(' ')} /> : null}
      <Card>
        <Form form={form} layout="inline" initialValues={{ name: '' }}>
          <Form.Item name="name" label={labels.name} required>
            <Input maxLength={40} style={{ width: 260 }} />
          </Form.Item>
          <Space>
            <Button type="primary" loading={submitting} onClick={save}>
              {t('admin.home.save')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Row gutter={16}>
        <Col span={14}>
          <SectionColumn column="content" chosen={content} onChange={setContent} />
        </Col>
        <Col span={10}>
          <SectionColumn column="side" chosen={side} onChange={setSide} />
        </Col>
      </Row>
      <Space>
        <Button onClick={release}>{t('admin.home.release')}</Button>
        <Button onClick={() => navigate('/diy/diyHomePc')}>{t('admin.home.back')}</Button>
      </Space>
    </Space>
  );
}
