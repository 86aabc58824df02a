// A list of homework files, each a download link with its size.
import type { THomeworkFile } from '@elearning/shared';
import { Button } from 'antd';

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)}M`
    : `${Math.max(1, Math.round(bytes / 1024))}K`;
}

export function FileList({
  files,
  onRemove,
  removeLabel,
}: {
  files: THomeworkFile[];
  onRemove?: (index: number) => void;
  removeLabel?: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="hw-files">
      {files.map((file, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be listed twice; positions never reorder
        <li key={`${file.filePath}-${index}`}>
          <a href={file.filePath} download={file.fileName} target="_blank" rel="noreferrer">
            {file.fileName}
          </a>
          <span>{size(file.fileSize)}</span>
          {onRemove ? (
            <Button size="small" type="link" onClick={() => onRemove(index)}>
              {removeLabel}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
