// The watch page's live exam button: shown once the lecturer has pushed an exam the viewer may take (the
// exam module's list with `liveId`); a push during the live shows it at once. Each exam opens the exam
// module's own pages (/exam/middle?id=batchId).
import { Button, List, Modal, notification } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useViewerLiveExams } from '../api-exam.ts';

export function LiveExamButton({ liveId, enabled }: { liveId: number; enabled: boolean }) {
  const { t } = useTranslation('live');
  const exams = useViewerLiveExams(liveId, enabled);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const items = exams.data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <>
      <Button type="primary" ghost onClick={() => setOpen(true)} data-testid="live-exam-open">
        {t('exam.open', { count: items.length })}
      </Button>
      <Modal open={open} title={t('exam.title')} footer={null} onCancel={() => setOpen(false)}>
        <List
          dataSource={items}
          renderItem={(exam) => (
            <List.Item
              actions={[
                <Button
                  key="take"
                  type="primary"
                  size="small"
                  onClick={() => navigate(`/exam/middle?id=${exam.batchId}`)}
                  data-testid="live-exam-take"
                >
                  {t('exam.take')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={exam.examName}
                description={`${formatDateTime(exam.examBeginTime)} ~ ${formatDateTime(exam.examEndTime)}`}
              />
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}

/** Tells the viewer of a pushed exam (the list refreshes through the query key). */
export function announceExam(name: string, text: (name: string) => string) {
  notification.info({ message: text(name), placement: 'topRight' });
}
