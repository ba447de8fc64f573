// Endgame training: the instructive endings, each played against the endgame databases' defence.

import {api} from './api.js';
import {h, capital} from './dom.js';
import {Board, parseFen, squareXY, svg} from './board.js';

const BEST_KEY = 'crownhead.endings';
const TITLE = document.title;

/** The fewest plies this browser has won each ending in: {id: plies}. */
function bests() {
  try {
    return JSON.parse(localStorage.getItem(BEST_KEY)) || {};
  } catch (e) {
    return {};
  }
}

function remember(id, plies) {
  const all = bests();
  if (!all[id] || plies < all[id]) {
    all[id] = plies;
    localStorage.setItem(BEST_KEY, JSON.stringify(all));
  }
}

/** A small picture of a position, the winner's side at the bottom, for the list. */
function diagram(fen, flipped, label) {
  const pic = svg('svg', {'viewBox': '0 0 8 8', 'class': 'diagram', 'role': 'img', 'aria-label': label});
  for (let s = 1; s <= 32; s++) {
    const [c, r] = squareXY(s, flipped);
    pic.append(svg('rect', {'x': c, 'y': r, 'width': 1, 'height': 1, 'class': 'dark'}));
  }
  for (const [s, p] of Object.entries(parseFen(fen).pieces)) {
    const [c, r] = squareXY(+s, flipped);
    const colour = p.toLowerCase() === 'b' ? 'black' : 'white';
    pic.append(svg('circle', {'cx': c + 0.5, 'cy': r + 0.5, 'r': 0.42, 'class': `man ${colour}`}));
    if (p === 'B' || p === 'W') pic.append(svg('circle', {'cx': c + 0.5, 'cy': r + 0.5, 'r': 0.16, 'class': 'king-mark'}));
  }
  return pic;
}

const plural = (n) => `${n} ${n === 1 ? 'ply' : 'plies'}`;

/** What to say when the databases are missing or hold fewer pieces than some endings need. */
function buildAdvice(db) {
  if (db.pieces >= db.needed) return null;
  const none = db.pieces === 0;
  return h('div', {'class': 'card endings-build', 'id': 'endings-build', 'role': 'note'},
      h('h2', {}, none ? 'The endgame databases are not built' : `The endgame databases hold up to ${db.pieces} pieces`),
      h('p', {}, none
        ? 'The endings are played against the databases\u2019 perfect defence, so they are needed first. '
        : `The endings of more than ${db.pieces} pieces need the full databases. `,
      'Build them once on the computer that runs Crownhead, then restart it:'),
      h('pre', {'class': 'command'}, db.build),
      h('p', {}, `Up to ${db.needed} pieces takes about 17 minutes on two cores and 1.1 GB of disk; `,
          h('code', {}, `${db.build} --pieces 4`), ' takes seconds and opens the smallest endings.'));
}

/** #/endings: the list. */
async function listView(root) {
  const error = h('p', {'id': 'error', 'class': 'error', 'role': 'alert'});
  const list = h('div', {'class': 'cards endings-list', 'id': 'endings-list'});
  const section = h('section', {'class': 'endings', 'id': 'endings'},
      h('h1', {}, 'Endgame training'),
      h('p', {'class': 'intro muted'}, 'Classic endings to win against the endgame databases\u2019 perfect defence. ' +
        'Every move is judged exactly: you are told at once when a move throws the win away.'),
      error, list);
  root.append(section);
  let r;
  try {
    r = await api('GET', '/api/endings');
  } catch (e) {
    error.textContent = e.message;
    return;
  }
  const advice = buildAdvice(r.databases);
  if (advice) section.insertBefore(advice, list);
  section.setAttribute('data-pieces', r.databases.pieces);
  const best = bests();
  for (const e of r.endings) {
    const facts = `${e.pieces} pieces · ${capital(e.winner)} to win` + (e.available ? ` · ${plural(e.plies)} with best play` : '');
    const mine = best[e.id] ? (best[e.id] <= e.plies ? `Won in the shortest win, ${plural(best[e.id])}.`
      : `Your best: won in ${plural(best[e.id])}.`) : null;
    list.append(h('article', {'class': `card ending${e.available ? '' : ' unavailable'}`, 'data-ending': e.id,
      'data-available': String(e.available)},
    h('h2', {}, e.name),
    diagram(e.fen, e.winner === 'black', `${e.name}: ${e.fen}`),
    h('p', {'class': 'facts'}, facts),
    h('p', {}, e.lesson),
    mine ? h('p', {'class': 'best'}, mine) : null,
    h('p', {'class': 'source'}, e.source),
    e.available ? h('a', {'class': 'button primary', 'href': `#/endings/${encodeURIComponent(e.id)}`,
      'aria-label': `Train ${e.name}`}, 'Train')
      : h('p', {'class': 'muted'}, `Needs the ${e.pieces}-piece databases.`)));
  }
}

/** #/endings/ID: one ending against the databases. */
function trainView(root, id) {
  let current = null; // the server's answer for the line shown
  let busy = false;
  const error = h('p', {'id': 'error', 'class': 'error', 'role': 'alert'});
  const status = h('p', {'id': 'ending-status', 'class': 'status', 'aria-live': 'polite'});
  const verdict = h('p', {'id': 'ending-verdict', 'class': 'notice', 'aria-live': 'polite'});
  const lesson = h('p', {'id': 'ending-lesson'});
  const sides = h('p', {'id': 'ending-sides', 'class': 'muted'});
  const source = h('p', {'class': 'source muted', 'id': 'ending-source'});
  const title = h('h1', {'id': 'ending-name'}, 'Endgame training');
  const movesEl = h('div', {'id': 'moves', 'class': 'moves', 'aria-label': 'Moves'});
  const board = new Board(document.createElement('div'), {onMove: (m) => send([...current.moves, m.text]),
    onNotice: (t) => (verdict.textContent = t)});
  board.numbers = localStorage.getItem('crownhead.numbers') !== 'off';
  const btn = (bid, label, onclick, aria) => h('button', {'type': 'button', 'id': bid, onclick, 'aria-label': aria || label}, label);
  const takeBack = btn('ending-takeback', 'Take back', takeBackMove, 'Take back your last move');
  const restart = btn('ending-restart', 'Start again', () => send([]), 'Start the ending again');
  const section = h('section', {'class': 'analysis ending-training', 'id': 'ending'},
      h('div', {'class': 'board-column'}, h('div', {'class': 'board-row'}, board.wrap), board.tools),
      h('div', {'class': 'side'},
          title, sides, status, verdict, error,
          h('div', {'class': 'buttons'}, takeBack, restart),
          h('h2', {}, 'Lesson'), lesson,
          h('h2', {}, 'Moves'), movesEl,
          source,
          h('p', {}, h('a', {'href': '#/endings', 'id': 'ending-list'}, '‹ All endings'))));
  root.append(section);

  /** Whose move ply n (from 0) of the line was. */
  function mover(n) {
    const first = parseFen(current.ending.fen).turn;
    return n % 2 === 0 ? first : (first === 'black' ? 'white' : 'black');
  }

  function takeBackMove() {
    const moves = current.moves;
    let i = moves.length - 1;
    while (i >= 0 && mover(i) !== current.ending.winner) i--;
    if (i >= 0) send(moves.slice(0, i));
  }

  function render(r, previous) {
    current = r;
    const e = r.ending;
    title.textContent = e.name;
    lesson.textContent = e.lesson;
    const defender = e.winner === 'black' ? 'White' : 'Black';
    sides.textContent = `You play ${capital(e.winner)} and win; the endgame databases defend with ${defender}.`;
    source.textContent = `Source: ${e.source}.`;
    section.setAttribute('data-state', r.state);
    status.textContent = r.message;
    verdict.textContent = '';
    if (r.state === 'playing' && previous && previous.state === 'playing' && r.left !== null && previous.left !== null &&
        r.moves.length === previous.moves.length + 2) {
      const slower = r.left - (previous.left - 2);
      verdict.textContent = slower > 0 ? `Still won, but the long way: ${plural(slower)} slower than the best move.`
        : 'The best move.';
    }
    if (r.state === 'won') remember(e.id, r.plies);
    board.flipped = e.winner === 'black';
    board.set({fen: `${r.fen}/${r.moves.length}`, pieces: parseFen(r.fen).pieces, legal: r.legalMoves, turn: r.turn,
      mustCapture: r.legalMoves.some((m) => m.captured && m.captured.length), lastMove: r.lastMove});
    board.el.setAttribute('data-ply', r.moves.length);
    board.el.setAttribute('data-interactive', r.legalMoves.length > 0);
    movesEl.replaceChildren();
    if (!r.moves.length) movesEl.append(h('span', {'class': 'empty'}, 'No moves yet.'));
    r.moves.forEach((m, i) => {
      const mine = mover(i) === e.winner;
      const thrown = r.thrown && r.thrown.ply === i + 1;
      movesEl.append(h('span', {'class': `move${mine ? ' mine' : ' defence'}${thrown ? ' thrown' : ''}`,
        'data-ply': i + 1}, thrown ? `${m}??` : m), ' ');
    });
    takeBack.disabled = !r.moves.some((m, i) => mover(i) === e.winner);
    document.title = r.state === 'playing' ? `Your move · ${e.name} · Crownhead` : `${e.name} · Crownhead`;
  }

  async function send(moves) {
    if (busy) return;
    busy = true;
    error.textContent = '';
    const previous = current;
    try {
      render(await api('POST', `/api/endings/${encodeURIComponent(id)}`, {moves}), previous);
    } catch (e) {
      error.textContent = e.message;
      if (e.status === 409) {
        status.textContent = '';
        section.append(h('p', {}, h('a', {'href': '#/endings'}, 'See how to build the databases')));
      }
      if (current) render(current, null);
    } finally {
      busy = false;
    }
  }

  send([]);
  return () => {
    document.title = TITLE;
  };
}

/** The endings page: the list, or one ending when an id follows. */
export function endingsView(root, id) {
  if (id) return trainView(root, id);
  listView(root);
  return null;
}
