// A course cover at 16:9 with a graceful fallback when the image is missing or fails to load.
import { ReadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import './course-pieces.css';

export function CourseCover({ src, alt, className = '' }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`course-cover ${className}`}>
      {src && !failed ? (
        <img src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span className="course-cover__fallback" aria-hidden>
          <ReadOutlined />
        </span>
      )}
    </div>
  );
}
