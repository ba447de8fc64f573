// Talking to the Crownhead server: JSON over HTTP, live updates over WebSocket, seats in localStorage.

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * Calls the API. A string body is sent as text/plain, anything else as JSON. Resolves to the
 * parsed JSON (or the text when raw is true); rejects with an ApiError carrying the server's
 * one-line error.
 */
export async function api(method, path, body, token, raw) {
  const headers = {};
  let payload;
  if (body !== undefined && body !== null) {
    if (typeof body === 'string') {
      headers['Content-Type'] = 'text/plain; charset=utf-8';
      payload = body;
    } else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }
  if (token) headers['X-Seat-Token'] = token;
  let res;
  try {
    res = await fetch(path, {method, headers, body: payload, cache: 'no-store'});
  } catch (e) {
    throw new ApiError(0, 'Cannot reach the Crownhead server: is it still running?');
  }
  const text = await res.text();
  if (!res.ok) {
    let message = null;
    try {
      message = JSON.parse(text).error;
    } catch (e) {
      // not JSON: fall through to the status
    }
    throw new ApiError(res.status, message || `The server answered ${res.status} ${res.statusText}.`);
  }
  if (raw) return text;
  return text ? JSON.parse(text) : null;
}

const KEY = 'crownhead.game.';

/** Seat tokens (and the invite code) of the games played in this browser, keyed by game id. */
export const seats = {
  get(id) {
    try {
      return JSON.parse(localStorage.getItem(KEY + id)) || null;
    } catch (e) {
      return null;
    }
  },
  put(id, entry) {
    const old = seats.get(id) || {seats: {}};
    const merged = {...old, ...entry, seats: {...old.seats, ...(entry.seats || {})}, savedAt: Date.now()};
    localStorage.setItem(KEY + id, JSON.stringify(merged));
    return merged;
  },
  /** The most recent games first: [{id, seats, invite, mode, savedAt}]. */
  recent(limit) {
    const out = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k && k.startsWith(KEY)) out.push({...seats.get(k.slice(KEY.length)), id: k.slice(KEY.length)});
    }
    return out.sort((a, b) => (b.savedAt || 0) - (a.savedAt || 0)).slice(0, limit);
  },
};

export function socketUrl(path) {
  return (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + path;
}

/**
 * A WebSocket that reconnects by itself (after 0.5 s, doubling up to 10 s) until closed.
 * onMessage gets each parsed message, onState(true|false) the connection state, onOpen runs
 * on every (re)connection, onGone when the server closes with 4404 (unknown game).
 */
export function liveSocket(path, handlers) {
  let ws = null;
  let closed = false;
  let delay = 500;
  let ping = null;
  let timer = null;
  function connect() {
    timer = null;
    ws = new WebSocket(socketUrl(path));
    ws.onopen = () => {
      delay = 500;
      if (handlers.onState) handlers.onState(true);
      ping = setInterval(() => send({type: 'ping'}), 25000);
      if (handlers.onOpen) handlers.onOpen();
    };
    ws.onmessage = (e) => {
      let m;
      try {
        m = JSON.parse(e.data);
      } catch (err) {
        return;
      }
      handlers.onMessage(m);
    };
    ws.onclose = (e) => {
      clearInterval(ping);
      if (closed) return;
      if (handlers.onState) handlers.onState(false);
      if (e.code === 4404) {
        if (handlers.onGone) handlers.onGone();
        return;
      }
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 10000);
    };
  }
  function send(message) {
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify(message));
      return true;
    }
    return false;
  }
  connect();
  return {
    send,
    close() {
      closed = true;
      clearInterval(ping);
      clearTimeout(timer);
      if (ws) ws.close();
    },
  };
}
