// The live group on the product's websocket (the realtime hub, msgType 12): the watch and broadcast pages
// open their own connection to the same endpoint, subscribe to the live group and hear chat, likes and
// state changes of the live they show. Reconnects a few times after a lost connection.
import { LIVE_MSG_TYPE, realtimePaths, type TLiveRealtime, WEBSOCKET } from '@elearning/shared';
import { useEffect, useRef } from 'react';
import { useSession } from '../session/store.ts';

function isLiveEvent(value: unknown): value is { msgType: number; data: TLiveRealtime } {
  if (!value || typeof value !== 'object') return false;
  const record = value as { msgType?: unknown; data?: unknown };
  return record.msgType === LIVE_MSG_TYPE && typeof record.data === 'object' && record.data !== null;
}

export function useLiveEvents(liveId: number, onEvent: (event: TLiveRealtime) => void) {
  const token = useSession((s) => s.token);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!token || liveId <= 0) return;
    let socket: WebSocket | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let closed = false;
    const open = () => {
      const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      const current = new WebSocket(
        `${protocol}//${window.location.host}${realtimePaths.socket}?token=${encodeURIComponent(token)}`,
      );
      socket = current;
      current.onopen = () => {
        attempts = 0;
        current.send(JSON.stringify({ msgType: LIVE_MSG_TYPE, action: 'subscribe' }));
        heartbeat = setInterval(() => current.send(WEBSOCKET.heartbeatMessage), WEBSOCKET.heartbeatMs);
      };
      current.onmessage = (message) => {
        if (typeof message.data !== 'string' || message.data === WEBSOCKET.heartbeatReply) return;
        try {
          const parsed: unknown = JSON.parse(message.data);
          if (isLiveEvent(parsed) && parsed.data.liveId === liveId) handler.current(parsed.data);
        } catch {
          // Not ours.
        }
      };
      current.onclose = () => {
        clearInterval(heartbeat);
        if (closed || attempts >= WEBSOCKET.maxRetries) return;
        attempts += 1;
        retry = setTimeout(open, 1000 * attempts);
      };
    };
    open();
    return () => {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      socket?.close();
    };
  }, [liveId, token]);
}
