// The random paper editor (the original's 随机试卷): name, remark and draw rules — type, category,
// difficulty, how many and the score of each. The server checks each rule against the bank and names the
// one that falls short.
import { QuestionType } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminFeedback } from '../../../admin/components/index.ts';
import { categoryOptions, examAdminApi, examAdminKeys, useQuestionCategories } from './api.ts';
import { DIFFICULTIES } from './labels.ts';
import { EDITABLE_TYPES } from './QuestionForm.tsx';

type Rule = {
  key: number;
  type: string;
  title: string;
  categoryIds: number[];
  difficulty?: number;
  questionNum: number;
  score: number;
};

let nextKey = 1;
const newRule = (): Rule => ({
  key: nextKey++,
  type: QuestionType.single,
  title: '',
  categoryIds: [],
  questionNum: 1,
  score: 5,
});

export function Component() {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuestionCategories();
  const [name, setName] = useState('');
  const [remark, setRemark] = useState('');
  const [rules, setRules] = useState<Rule[]>([newRule()]);
  const [saving, setSaving] = useState(false);
  const setRule = (key: number, patch: Partial<Rule>) =>
    setRules((current) => current.map((rule) => (rule.key === key ? { ...rule, ...patch } : rule)));
  const total = rules.reduce((sum, rule) => sum + rule.questionNum * rule.score, 0);
  const save = async () => {
    setSaving(true);
    try {
      await examAdminApi.savePaper({
        name,
        remark,
        type: 'random',
        randomSettings: rules.map(({ key: _key, ...rule }) => rule),
      });
      adminFeedback.success(t('admin.saved'));
      await queryClient.invalidateQueries({ queryKey: examAdminKeys.papers });
      navigate('/examManagement/testPaper/testPaper');
    } finally {
      setSaving(false);
    }
  };
  const options = categoryOptions(categories.data ?? []);
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {t('admin.paper.randomTitle')}
      </Typography.Title>
      <Form layout="vertical" data-testid="random-paper-form">
        <Form.Item label={t('admin.paper.name')} htmlFor="paper-name" required>
          <Input
            id="paper-name"
            maxLength={50}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('admin.paper.remark')} htmlFor="paper-remark">
          <Input
            id="paper-remark"
            maxLength={200}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
          />
        </Form.Item>
        <Table<Rule>
          rowKey="key"
          pagination={false}
          dataSource={rules}
          columns={[
            {
              title: t('admin.question.type'),
              render: (_: unknown, rule) => (
                <Select
                  aria-label={t('admin.question.type')}
                  style={{ width: 150 }}
                  value={rule.type}
                  options={EDITABLE_TYPES.map((type) => ({ value: type, label: t(`admin.types.${type}`) }))}
                  onChange={(type: string) => setRule(rule.key, { type })}
                />
              ),
            },
            {
              title: t('admin.question.category'),
              render: (_: unknown, rule) => (
                <Select
                  aria-label={t('admin.question.category')}
                  mode="multiple"
                  allowClear
                  optionFilterProp="label"
                  style={{ width: 200 }}
                  value={rule.categoryIds}
                  options={options}
                  onChange={(categoryIds: number[]) => setRule(rule.key, { categoryIds })}
                />
              ),
            },
            {
              title: t('admin.question.difficulty'),
              render: (_: unknown, rule) => (
                <Select
                  aria-label={t('admin.question.difficulty')}
                  allowClear
                  style={{ width: 110 }}
                  value={rule.difficulty}
                  options={DIFFICULTIES.map(({ value, key }) => ({
                    value,
                    label: t(`admin.difficulty.${key}`),
                  }))}
                  onChange={(difficulty?: number) => setRule(rule.key, { difficulty })}
                />
              ),
            },
            {
              title: t('admin.paper.questionNum'),
              render: (_: unknown, rule) => (
                <InputNumber
                  aria-label={t('admin.paper.questionNum')}
                  min={1}
                  max={500}
                  value={rule.questionNum}
                  onChange={(value) => setRule(rule.key, { questionNum: value ?? 1 })}
                />
              ),
            },
            {
              title: t('admin.paper.eachScore'),
              render: (_: unknown, rule) => (
                <InputNumber
                  aria-label={t('admin.paper.eachScore')}
                  min={0}
                  max={1000}
                  value={rule.score}
                  onChange={(value) => setRule(rule.key, { score: value ?? 0 })}
                />
              ),
            },
            {
              title: t('admin.actions'),
              render: (_: unknown, rule) => (
                <Button
                  type="link"
                  disabled={rules.length === 1}
                  onClick={() => setRules((current) => current.filter((item) => item.key !== rule.key))}
                >
                  {t('admin.delete')}
                </Button>
              ),
            },
          ]}
        />
        <Space style={{ marginTop: 16 }}>
          <Button onClick={() => setRules((current) => [...current, newRule()])}>
            {t('admin.paper.addRule')}
          </Button>
          <Typography.Text>{t('admin.paper.previewTotal', { score: total })}</Typography.Text>
        </Space>
        <Space style={{ display: 'flex', marginTop: 24 }}>
          <Button type="primary" loading={saving} onClick={save}>
            {t('admin.save')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('admin.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
