// What the learn page shows for one chapter, by type (ORIGINAL-UI): a video, courseware through the file
// preview (under the app's watermark), material to download, an article, a homework link, or the
// pre-class thinking question.
import { BulbOutlined, DownloadOutlined, FileTextOutlined, FormOutlined } from '@ant-design/icons';
import { ChapterType, fileApiPath, filePaths, type TCourseChapter } from '@elearning/shared';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilePreview } from '../../../file/index.ts';
import { RichText } from '../RichText.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';

type Props = {
  chapter: TCourseChapter;
  onVideoTime: (currentTime: number, duration: number) => void;
  onVideoPause: () => void;
  onVideoEnded: () => void;
  onDone: () => void;
  videoRef: (element: HTMLVideoElement | null) => void;
};

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function ChapterContent({
  chapter,
  onVideoTime,
  onVideoPause,
  onVideoEnded,
  onDone,
  videoRef,
}: Props) {
  const { t } = useTranslation('course');
  switch (chapter.type) {
    case ChapterType.video:
      return chapter.videoId ? (
        <VideoPlayer
          key={chapter.id}
          videoId={chapter.videoId}
          startAt={chapter.percent >= 100 ? 0 : chapter.lastPosition}
          onTime={onVideoTime}
          onPause={onVideoPause}
          onEnded={onVideoEnded}
          videoRef={videoRef}
        />
      ) : (
        <Result status="warning" title={t('learn.videoMissing')} />
      );
    case ChapterType.courseware:
      return chapter.fileId ? (
        <div className="learn-document" data-testid="learn-courseware">
          <FilePreview fileId={chapter.fileId} height="100%" />
        </div>
      ) : (
        <Result status="info" title={t('learn.fileMissing')} />
      );
    case ChapterType.material:
      return (
        <div className="learn-card" data-testid="learn-material">
          <FileTextOutlined className="learn-card__icon" />
          <h2>{chapter.fileName || chapter.name}</h2>
          {chapter.fileSize > 0 ? <p className="learn-card__meta">{formatSize(chapter.fileSize)}</p> : null}
          <p>{t('learn.materialHint')}</p>
          {chapter.fileId ? (
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              href={`${fileApiPath(filePaths.file, chapter.fileId)}?download=1`}
              onClick={onDone}
              data-testid="learn-download"
            >
              {t('learn.download')}
            </Button>
          ) : null}
        </div>
      );
    case ChapterType.homework:
      return (
        <div className="learn-card" data-testid="learn-homework">
          <FormOutlined className="learn-card__icon" />
          <h2>{chapter.name}</h2>
          <RichText html={chapter.content} />
          <p>{t('learn.homeworkHint')}</p>
          <Button type="primary" href={chapter.linkUrl} target="_blank" rel="noreferrer" onClick={onDone}>
            {t('learn.openHomework')}
          </Button>
        </div>
      );
    case ChapterType.preClassThinking:
      return (
        <div className="learn-card" data-testid="learn-thinking">
          <BulbOutlined className="learn-card__icon" />
          <h2>{t('learn.thinking')}</h2>
          <RichText html={chapter.content} />
          <Button type="primary" onClick={onDone}>
            {t('learn.thinkingDone')}
          </Button>
        </div>
      );
    default:
      return (
        <article className="learn-article" data-testid="learn-article">
          <h1>{chapter.name}</h1>
          <RichText html={chapter.content} />
        </article>
      );
  }
}
