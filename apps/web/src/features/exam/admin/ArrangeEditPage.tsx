// The exam arrangement editor (the original's 创建考试): name, paper, online or offline, the batch window,
// every rule the learner side enforces (time limit, answer mode, closed book, attempts, pass score, score
// and answer visibility, grade publishing) and the examinees by position (and org unit).
import { ExamAnswerVisibility } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminFeedback } from '../../../admin/components/index.ts';
import { examAdminApi, examAdminKeys, usePaperOptions, usePositions } from './api.ts';
import { ANSWER_MODES } from './labels.ts';

type Draft = {
  examName: string;
  testPaper?: number;
  examPattern: 'general' | 'offline';
  window?: [Dayjs | null, Dayjs | null] | null;
  reckonTimeValue: number;
  answerMode: 1 | 2;
  joinNumValue: number;
  passScore: number;
  closedBook: boolean;
  openResults: boolean;
  answerVisibility: string;
  publishType: 'auto' | 'manual';
  positionIds: number[];
  publish: boolean;
};

const START: Draft = {
  examName: '',
  examPattern: 'general',
  reckonTimeValue: 60,
  answerMode: 1,
  joinNumValue: 1,
  passScore: 60,
  closedBook: false,
  openResults: true,
  answerVisibility: ExamAnswerVisibility.afterSubmit,
  publishType: 'auto',
  positionIds: [],
  publish: true,
};

export function Component() {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const papers = usePaperOptions();
  const positions = usePositions();
  // The first batch opens now and runs a week unless the author picks other times.
  const [draft, setDraft] = useState<Draft>(() => ({ ...START, window: [dayjs(), dayjs().add(7, 'day')] }));
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const save = async () => {
    setSaving(true);
    try {
      const [begin, end] = draft.window ?? [null, null];
      await examAdminApi.saveArrangement({
        examArrangeBasis: {
          examName: draft.examName,
          testPaper: draft.testPaper,
          examPattern: draft.examPattern,
          type: draft.publish ? 0 : 1,
          reckonTimeValue: draft.reckonTimeValue,
          answerMode: draft.answerMode,
          joinNumValue: draft.joinNumValue,
          passScore: draft.passScore,
          closedBook: draft.closedBook ? 1 : 0,
          openResults: draft.openResults ? 1 : 0,
          answerVisibility: draft.answerVisibility,
          publishType: draft.publishType,
        },
        examineeBatchList: [
          { examTime: [begin?.valueOf() ?? null, end?.valueOf() ?? null], positionIds: draft.positionIds },
        ],
      });
      adminFeedback.success(t('admin.saved'));
      await queryClient.invalidateQueries({ queryKey: examAdminKeys.arrangements });
      navigate('/examManagement/examSchedule/list');
    } finally {
      setSaving(false);
    }
  };
  const visibility = Object.values(ExamAnswerVisibility);
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {t('admin.arrange.editTitle')}
      </Typography.Title>
      <Form layout="vertical" data-testid="arrange-form" style={{ maxWidth: 720 }}>
        <Form.Item label={t('admin.arrange.name')} htmlFor="exam-name" required>
          <Input
            id="exam-name"
            maxLength={32}
            value={draft.examName}
            onChange={(e) => set({ examName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('admin.arrange.paper')} htmlFor="exam-paper" required>
          <Select
            id="exam-paper"
            showSearch
            optionFilterProp="label"
            loading={papers.isLoading}
            value={draft.testPaper}
            options={(papers.data?.data ?? []).map((paper) => ({ value: paper.id, label: paper.name }))}
            onChange={(testPaper: number) => set({ testPaper })}
          />
        </Form.Item>
        <Form.Item label={t('admin.arrange.pattern')} htmlFor="exam-pattern">
          <Select
            id="exam-pattern"
            value={draft.examPattern}
            options={(['general', 'offline'] as const).map((value) => ({
              value,
              label: t(`admin.arrange.patterns.${value}`),
            }))}
            onChange={(examPattern: Draft['examPattern']) => set({ examPattern })}
          />
        </Form.Item>
        <Form.Item label={t('admin.arrange.window')} htmlFor="exam-window" required>
          <DatePicker.RangePicker
            id={{ start: 'exam-window' }}
            showTime
            value={draft.window ?? null}
            onChange={(window) => set({ window })}
          />
        </Form.Item>
        <Form.Item label={t('admin.arrange.positions')} htmlFor="exam-positions">
          <Select
            id="exam-positions"
            mode="multiple"
            loading={positions.isLoading}
            value={draft.positionIds}
            options={(positions.data ?? []).map((position) => ({ value: position.id, label: position.name }))}
            optionFilterProp="label"
            onChange={(positionIds: number[]) => set({ positionIds })}
          />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item label={t('admin.arrange.timeLimit')} htmlFor="exam-time">
            <InputNumber
              id="exam-time"
              min={0}
              max={1440}
              value={draft.reckonTimeValue}
              onChange={(v) => set({ reckonTimeValue: v ?? 0 })}
            />
          </Form.Item>
          <Form.Item label={t('admin.arrange.attempts')} htmlFor="exam-attempts">
            <InputNumber
              id="exam-attempts"
              min={1}
              max={99}
              value={draft.joinNumValue}
              onChange={(v) => set({ joinNumValue: v ?? 1 })}
            />
          </Form.Item>
          <Form.Item label={t('admin.arrange.passScore')} htmlFor="exam-pass">
            <InputNumber
              id="exam-pass"
              min={0}
              max={1000}
              value={draft.passScore}
              onChange={(v) => set({ passScore: v ?? 0 })}
            />
          </Form.Item>
          <Form.Item label={t('admin.arrange.answerMode')} htmlFor="exam-mode">
            <Select
              id="exam-mode"
              style={{ width: 160 }}
              value={draft.answerMode}
              options={ANSWER_MODES.map(({ value, key }) => ({
                value,
                label: t(`admin.arrange.modes.${key}`),
              }))}
              onChange={(answerMode: 1 | 2) => set({ answerMode })}
            />
          </Form.Item>
        </Space>
        <Space wrap size="large">
          <Form.Item label={t('admin.arrange.closedBook')} htmlFor="exam-closed">
            <Switch
              id="exam-closed"
              checked={draft.closedBook}
              onChange={(closedBook) => set({ closedBook })}
            />
          </Form.Item>
          <Form.Item label={t('admin.arrange.openResults')} htmlFor="exam-results">
            <Switch
              id="exam-results"
              checked={draft.openResults}
              onChange={(openResults) => set({ openResults })}
            />
          </Form.Item>
          <Form.Item label={t('admin.arrange.answerVisibility')} htmlFor="exam-answers">
            <Select
              id="exam-answers"
              style={{ width: 180 }}
              value={draft.answerVisibility}
              options={visibility.map((value) => ({ value, label: t(`admin.arrange.visibility.${value}`) }))}
              onChange={(answerVisibility: string) => set({ answerVisibility })}
            />
          </Form.Item>
          <Form.Item label={t('admin.arrange.publishType')} htmlFor="exam-publish-type">
            <Select
              id="exam-publish-type"
              style={{ width: 160 }}
              value={draft.publishType}
              options={(['auto', 'manual'] as const).map((value) => ({
                value,
                label: t(`admin.arrange.publishTypes.${value}`),
              }))}
              onChange={(publishType: Draft['publishType']) => set({ publishType })}
            />
          </Form.Item>
        </Space>
        <Space style={{ display: 'flex', marginTop: 16 }}>
          <Button type="primary" loading={saving} onClick={save}>
            {t('admin.arrange.publish')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('admin.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
