// The one import dialog of the back office (issue 20 item 4): download the template of a code, choose an
// .xlsx, choose whether good rows are kept when others are bad (partial) or nothing is imported
// (all-or-nothing), upload, then see the counts, the first bad rows with their reasons and download the
// error file. Every domain's import page opens it with its template code and upload path.
import { ImportMode, type TImportResult } from '@elearning/shared';
import { Alert, Button, Modal, Radio, Space, Table, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, saveBlob } from '../../admin/components/index.ts';
import { spreadsheetApi } from './api.ts';

export type ImportDialogProps = {
  open: boolean;
  /** Template code: 't1' users, 't2' org units, 't4' questions, 't6' courses, 't7' lecturers, … */
  code: string;
  title: string;
  /** The original back office's upload path of this import. */
  uploadPath: string;
  /** Its error-file path (the shared one when absent). */
  errorPath?: string;
  onClose: () => void;
  /** Called after a run that imported rows (to refresh the list behind). */
  onImported?: (result: TImportResult) => void;
};

export function ImportDialog(props: ImportDialogProps) {
  const { t } = useTranslation('spreadsheet');
  const [file, setFile] = useState<File>();
  const [mode, setMode] = useState<ImportMode>(ImportMode.partial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<TImportResult>();

  const reset = () => {
    setFile(undefined);
    setResult(undefined);
    setError(undefined);
  };
  const close = () => {
    reset();
    props.onClose();
  };
  const downloadTemplate = async () => {
    const link = await spreadsheetApi.templateLink(props.code);
    await downloadFile(link.fileUrl, {}, `${link.name}.xlsx`);
  };
  const run = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await spreadsheetApi.upload(props.uploadPath, file, mode);
      setResult(outcome);
      if (outcome.successNum > 0) props.onImported?.(outcome);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  const downloadErrors = async () => {
    if (!result?.cacheKey) return;
    saveBlob(
      await spreadsheetApi.errorFile(result.cacheKey, props.errorPath),
      `${props.title}-${t('errorFile')}.xlsx`,
    );
  };
  const fileList: UploadFile[] = file ? [{ uid: '1', name: file.name, status: 'done' }] : [];

  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={close}
      width={720}
      destroyOnHidden
      footer={
        result ? (
          <Button onClick={close} data-testid="import-close">
            {t('close')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('cancel')}</Button>
            <Button
              type="primary"
              onClick={() => void run()}
              disabled={!file}
              loading={busy}
              data-testid="import-run"
            >
              {t('run')}
            </Button>
          </Space>
        )
      }
    >
      {!result && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Typography.Paragraph>
            {t('step1')}{' '}
            <Button type="link" onClick={() => void downloadTemplate()} data-testid="import-template">
              {t('template')}
            </Button>
          </Typography.Paragraph>
          <Upload
            accept=".xlsx"
            maxCount={1}
            fileList={fileList}
            beforeUpload={(chosen) => {
              setFile(chosen);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <Button data-testid="import-choose">{t('choose')}</Button>
          </Upload>
          <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)} aria-label={t('mode')}>
            <Radio value={ImportMode.partial}>{t('partial')}</Radio>
            <Radio value={ImportMode.allOrNothing}>{t('allOrNothing')}</Radio>
          </Radio.Group>
          {error && <Alert type="error" showIcon message={error} />}
        </Space>
      )}
      {result && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="import-result">
          <Alert
            type={result.failedNum === 0 ? 'success' : result.rolledBack ? 'error' : 'warning'}
            showIcon
            message={
              result.rolledBack
                ? t('rolledBack', { failed: result.failedNum })
                : t('summary', { success: result.successNum, failed: result.failedNum })
            }
          />
          {result.failedNum > 0 && (
            <>
              <Button onClick={() => void downloadErrors()} data-testid="import-errors">
                {t('downloadErrors')}
              </Button>
              <Table
                size="small"
                rowKey="lineNo"
                pagination={false}
                dataSource={result.failedList}
                columns={[
                  { title: t('line'), dataIndex: 'lineNo', width: 80 },
                  { title: t('reason'), dataIndex: 'errMsg' },
                ]}
              />
            </>
          )}
        </Space>
      )}
    </Modal>
  );
}
