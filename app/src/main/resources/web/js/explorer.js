// The opening explorer beside the analysis board: the moves played from the shown position in the
// ACF tournament games or in this server's finished games, with their results and the book's moves.

import {api} from './api.js';
import {h} from './dom.js';

const SOURCES = [['acf', 'Tournament games'], ['server', 'This server']];
const KEY = 'crownhead.explorer.source';

/** "59%": a share of games, rounded; "<1%" for a few games out of many. */
export function percent(part, whole) {
  if (!whole || !part) return '0%';
  const p = (100 * part) / whole;
  return p < 1 ? '<1%' : `${Math.round(p)}%`;
}

/**
 * The explorer panel. onMove(text) plays a move on the board. update(fen) shows the moves of a
 * position; clear() empties the panel (no position, or one the explorer does not answer for).
 */
export function explorerPanel(onMove) {
  let source = SOURCES.some(([s]) => s === localStorage.getItem(KEY)) ? localStorage.getItem(KEY) : 'acf';
  let fen = null;
  let seq = 0;

  const panel = h('div', {'id': 'explorer-panel', 'role': 'tabpanel'});
  const tabs = SOURCES.map(([s, label]) => h('button', {'type': 'button', 'role': 'tab', 'id': `explorer-tab-${s}`,
    'data-source': s, 'aria-controls': 'explorer-panel', 'onclick': () => pick(s, false)}, label));
  const tablist = h('div', {'class': 'tabs', 'role': 'tablist', 'aria-label': 'Games to explore'}, tabs);
  tablist.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    e.stopPropagation(); // the analysis board's arrow keys step through the moves
    const i = SOURCES.findIndex(([s]) => s === source);
    pick(SOURCES[(i + (e.key === 'ArrowRight' ? 1 : SOURCES.length - 1)) % SOURCES.length][0], true);
  });
  const summary = h('p', {'id': 'explorer-summary', 'class': 'muted', 'aria-live': 'polite'});
  const rows = h('tbody', {'id': 'explorer-rows'});
  const table = h('table', {'id': 'explorer-moves', 'class': 'explorer-table'},
      h('thead', {}, h('tr', {}, h('th', {'scope': 'col'}, 'Move'), h('th', {'scope': 'col', 'class': 'num'}, 'Games'),
          h('th', {'scope': 'col'}, 'Black · draws · White'))), rows);
  panel.append(summary, h('div', {'class': 'table-wrap'}, table));
  const el = h('section', {'class': 'explorer', 'id': 'explorer', 'aria-labelledby': 'explorer-title'},
      h('h2', {'id': 'explorer-title'}, 'Explorer'), tablist, panel);
  mark();

  function mark() {
    for (const t of tabs) {
      const on = t.getAttribute('data-source') === source;
      t.setAttribute('aria-selected', on);
      t.tabIndex = on ? 0 : -1;
    }
    panel.setAttribute('aria-labelledby', `explorer-tab-${source}`);
  }

  function pick(s, focus) {
    source = s;
    localStorage.setItem(KEY, s);
    mark();
    if (focus) tabs.find((t) => t.getAttribute('data-source') === s).focus();
    load();
  }

  async function load() {
    if (!fen) return;
    const mine = ++seq;
    el.setAttribute('aria-busy', 'true');
    try {
      const r = await api('GET', `/api/explorer?fen=${encodeURIComponent(fen)}&source=${source}`);
      if (mine === seq) show(r);
    } catch (e) {
      if (mine !== seq) return;
      rows.replaceChildren();
      summary.textContent = e.message;
    } finally {
      if (mine === seq) el.removeAttribute('aria-busy');
    }
  }

  function show(r) {
    el.setAttribute('data-fen', r.fen);
    el.setAttribute('data-source', r.source);
    const games = r.indexedGames === 1 ? 'game' : 'games';
    const where = r.source === 'acf' ? `tournament ${games}` : `${games} finished on this server`;
    const n = (x) => Number(x).toLocaleString('en');
    summary.textContent = r.games
      ? `${n(r.games)} of the ${n(r.indexedGames)} ${where} reached this position.`
      : `None of the ${n(r.indexedGames)} ${where} reached this position within their first 40 plies.`;
    const played = new Set(r.moves.map((m) => m.move));
    const lines = r.moves.map((m) => row(m, r));
    // The book's moves that these games never played still show, with no games.
    for (const b of r.book) if (!played.has(b)) lines.push(row({move: b, games: 0, blackWins: 0, draws: 0, whiteWins: 0, book: true}, r));
    rows.replaceChildren(...lines);
  }

  function row(m, r) {
    const chosen = m.move === r.bookMove;
    const book = m.book ? h('span', {'class': 'book', 'title': chosen ? 'The opening book plays this move' : 'In the opening book'},
        chosen ? 'book ★' : 'book') : null;
    const share = (x) => percent(x, m.games);
    const part = (cls, x, label) => {
      const s = h('span', {'class': cls, 'title': `${label} ${share(x)}`}, (100 * x) / (m.games || 1) >= 20 ? share(x) : '');
      s.style.flexGrow = x; // through the CSSOM: the page's policy refuses style attributes
      return s;
    };
    const bar = m.games
      ? h('div', {'class': 'wdl', 'role': 'img',
        'aria-label': `Black wins ${share(m.blackWins)}, draws ${share(m.draws)}, White wins ${share(m.whiteWins)}`},
      part('b', m.blackWins, 'Black wins'), part('d', m.draws, 'Draws'), part('w', m.whiteWins, 'White wins'))
      : h('span', {'class': 'muted'}, 'not played here');
    const play = h('button', {'type': 'button', 'class': 'explorer-move', 'data-move': m.move,
      'aria-label': `Play ${m.move}${m.book ? ', a book move' : ''}, ${m.games} game${m.games === 1 ? '' : 's'}`,
      'onclick': () => onMove(m.move)}, m.move);
    return h('tr', {'data-move': m.move, 'data-games': m.games},
        h('td', {}, play, ' ', book), h('td', {'class': 'num'}, Number(m.games).toLocaleString('en')), h('td', {}, bar));
  }

  return {
    el,
    update(newFen) {
      if (newFen === fen) return;
      fen = newFen;
      load();
    },
    clear() {
      fen = null;
      seq++;
      rows.replaceChildren();
      summary.textContent = '';
    },
  };
}
