// The material report dialog (SPEC §2, §5): what to report, the learner's one uploaded file with its size and
// time, delete and download (only for an http address). Uploading is offered while there is none; with one,
// the learner is warned that re-uploading overwrites and must delete first. The server enforces the same.
import { QuestionCircleOutlined } from '@ant-design/icons';
import { checkFileAddress, type TAbilityItem, type TStoredFile, translate } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Spin, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { downloadUrlOf } from '../../../components/file-item/index.ts';
import { Upload } from '../../../components/upload/index.ts';
import { useLang } from '../../../i18n/lang.ts';
import { ApiError } from '../../../lib/http/index.ts';
import { studyMapApi, studyMapKeys, useMaterial } from '../api.ts';

const STATUS_KEYS = {
  1: 'material.status.pending',
  2: 'material.status.approved',
  3: 'material.status.rejected',
} as const;

type Props = { item: TAbilityItem | null; positionId: number | null; onClose: () => void };

export function MaterialDialog({ item, positionId, onClose }: Props) {
  const { t } = useTranslation('study-map');
  const lang = useLang();
  const client = useQueryClient();
  const material = useMaterial(item?.ablrId ?? null);
  const [busy, setBusy] = useState(false);
  const file = material.data && 'fileName' in material.data ? material.data : null;

  const refresh = async () => {
    await material.refetch();
    if (positionId !== null) await client.invalidateQueries({ queryKey: studyMapKeys.way(positionId) });
  };
  const failed = (error: unknown) => feedback.error(error instanceof Error ? error.message : String(error));

  const uploaded = async (stored: TStoredFile) => {
    if (!item) return;
    setBusy(true);
    try {
      await studyMapApi.addMaterial({
        bizId: item.ablrId,
        fileName: stored.fileName,
        fileUrl: stored.fileUrl,
        fileSize: stored.fileSize,
      });
      feedback.success(t('material.uploaded'));
      await refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    feedback.confirm({
      title: t('material.delete'),
      content: t('material.deleteConfirm'),
      okText: t('material.confirm'),
      cancelText: t('material.cancel'),
      testId: 'material-delete',
      onOk: async () => {
        if (!item) return;
        try {
          await studyMapApi.deleteMaterial(item.ablrId);
          feedback.success(t('material.deleted'));
          await refresh();
        } catch (error) {
          feedback.error(
            t('material.deleteFailed', { reason: error instanceof ApiError ? error.message : String(error) }),
          );
        }
      },
    });

  const download = () => {
    if (!file) return;
    const broken = checkFileAddress(file.fileUrl);
    if (broken) {
      feedback.error(translate(broken, lang));
      return;
    }
    window.open(downloadUrlOf(file.fileUrl), '_blank', 'noopener');
  };

  const title = (
    <span>
      {t('material.title')}{' '}
      <Tooltip title={t('material.onlyOne')}>
        <QuestionCircleOutlined aria-label={t('material.onlyOne')} />
      </Tooltip>
    </span>
  );
  return (
    <Modal
      open={item !== null}
      title={title}
      width={800}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('material.cancel')}
        </Button>,
        <Button key="ok" type="primary" onClick={onClose}>
          {t('material.confirm')}
        </Button>,
      ]}
    >
      <div className="study-map-material" data-testid="material-dialog">
        <p className="study-map-material__label">{t('material.desc')}</p>
        <p>{item?.material || '--'}</p>
        <div className="study-map-material__box">
          <div className="study-map-material__head">
            <span>{t('material.name', { name: item?.routeName ?? '' })}</span>
            {file ? (
              <Button type="link" onClick={() => feedback.error(t('material.overwrite'))}>
                {t('material.upload')}
              </Button>
            ) : (
              <Upload
                rules="abilityMaterial"
                onUploaded={(stored) => void uploaded(stored)}
                testId="material-upload"
              >
                {t('material.upload')}
              </Upload>
            )}
          </div>
          <Spin spinning={material.isLoading || busy}>
            {file ? (
              <div className="study-map-material__file" data-testid="material-file">
                <span>{file.fileName}</span>
                <span>{file.fileSize}K</span>
                <span>{new Date(file.updateTime).toLocaleString(lang)}</span>
                <Tag>{t(STATUS_KEYS[file.status])}</Tag>
                <span>
                  <Button type="link" onClick={remove}>
                    {t('material.delete')}
                  </Button>
                  <Button type="link" onClick={download}>
                    {t('material.download')}
                  </Button>
                </span>
              </div>
            ) : (
              <EmptyState compact />
            )}
          </Spin>
        </div>
      </div>
    </Modal>
  );
}
