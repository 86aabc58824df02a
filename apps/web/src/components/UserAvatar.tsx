// A round avatar: the user's picture, or a person icon on the brand tint when there is none.
import { UserOutlined } from '@ant-design/icons';

export function UserAvatar({ src, size = 32 }: { src?: string | null; size?: number }) {
  return (
    <span className="user-avatar" style={{ width: size, height: size, fontSize: size * 0.5 }} aria-hidden>
      {src ? <img src={src} alt="" /> : <UserOutlined />}
    </span>
  );
}
