// 学员概况 of the lecturer's training: trainees with attendance, online progress, lecturer score, total and
// pass, certificate; grant/revoke for the selected, score one, and the scoring import with its error file.
import { spreadsheetPaths, type TImportResult, type TTrainStudentRow } from '@elearning/shared';
import { Button, InputNumber, Modal, Space, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { downloadBlob } from '../api.ts';
import { uploadScoring, useLecturerActions, useTrainees } from '../api-lecturer.ts';

export function TraineesPanel({ trainId }: { trainId: number }) {
  const { t } = useTranslation('training');
  const trainees = useTrainees(trainId);
  const actions = useLecturerActions(trainId);
  const [selected, setSelected] = useState<number[]>([]);
  const [scores, setScores] = useState<Record<number, number | null>>({});
  const [imported, setImported] = useState<TImportResult | null>(null);
  const rows = trainees.data?.data ?? [];
  return (
    <div data-testid="trainees-panel">
      <Space style={{ marginBottom: 12 }} wrap>
        <Button
          type="primary"
          disabled={selected.length === 0}
          onClick={() =>
            actions.grant.mutate(selected, { onSuccess: (r) => feedback.success(String(r.count)) })
          }
        >
          {t('lecturer.grant')}
        </Button>
        <Button
          danger
          disabled={selected.length === 0}
          onClick={() =>
            Modal.confirm({
              title: t('lecturer.revokeConfirm'),
              onOk: () => actions.revoke.mutateAsync(selected),
            })
          }
        >
          {t('lecturer.revoke')}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          customRequest={({ file, onSuccess, onError }) => {
            if (!(file instanceof File)) return;
            uploadScoring(file)
              .then((result) => {
                setImported(result);
                void trainees.refetch();
                onSuccess?.(result);
              })
              .catch((error: Error) => {
                feedback.error(error.message);
                onError?.(error);
              });
          }}
        >
          <Button>{t('lecturer.importScoring')}</Button>
        </Upload>
        {imported ? (
          <span data-testid="import-result">
            {t('lecturer.importDone', { imported: imported.successNum, failed: imported.failedNum })}
          </span>
        ) : null}
        {imported?.cacheKey ? (
          <Button
            type="link"
            onClick={() =>
              downloadBlob(spreadsheetPaths.errorFile, { cacheKey: imported.cacheKey }, 'scoring-errors.xlsx')
            }
          >
            {t('lecturer.errorFile')}
          </Button>
        ) : null}
      </Space>
      <Table<TTrainStudentRow>
        rowKey="userId"
        loading={trainees.isPending}
        dataSource={rows}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        columns={[
          { title: t('lecturer.student'), dataIndex: 'name' },
          { title: t('lecturer.org'), dataIndex: 'orgName' },
          {
            title: t('lecturer.attendance'),
            render: (_, row) =>
              row.excusedNum > 0
                ? `${row.signedNum}/${row.sessionNum - row.excusedNum} · ${t('lecturer.excused', { count: row.excusedNum })}`
                : `${row.signedNum}/${row.sessionNum}`,
          },
          { title: t('lecturer.online'), render: (_, row) => `${row.onlineProgress}%` },
          {
            title: t('lecturer.score'),
            render: (_, row) => (
              <Space.Compact>
                <InputNumber
                  aria-label={`${t('lecturer.score')} ${row.name}`}
                  min={0}
                  max={100}
                  value={scores[row.userId] ?? row.lecturerScore}
                  onChange={(value) => setScores({ ...scores, [row.userId]: value })}
                />
                <Button
                  onClick={() => {
                    const score = scores[row.userId];
                    if (typeof score === 'number') actions.score.mutate({ userId: row.userId, score });
                  }}
                >
                  {t('lecturer.scoreSave')}
                </Button>
              </Space.Compact>
            ),
          },
          { title: t('lecturer.total'), dataIndex: 'total' },
          {
            title: t('lecturer.passed'),
            render: (_, row) =>
              row.passed ? (
                <Tag color="green">{t('lecturer.passed')}</Tag>
              ) : (
                <Tag>{t('lecturer.failed')}</Tag>
              ),
          },
          {
            title: t('lecturer.certificate'),
            render: (_, row) => (row.certificate ? <Tag color="blue">{row.certificateCode}</Tag> : '—'),
          },
        ]}
      />
    </div>
  );
}
