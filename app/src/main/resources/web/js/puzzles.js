// Puzzles: a position where one combination wins. The player moves, the opponent's replies are
// played at once, right and wrong are told at once, then the whole solution is shown. The server
// judges every move and sends the solution only when the attempt ends (docs/puzzles.md).

import {api} from './api.js';
import {h, capital} from './dom.js';
import {Board, parseFen} from './board.js';

/** Time between the moves of a reply or of the solution shown after the attempt, in ms. */
const STEP_MS = 600;

/** The Puzzles page: the puzzle `id`, or the next one near the player's rating. */
export function puzzlesView(root, id) {
  let puzzle = null; // the server's puzzle: {id, fen, solver, rating, moves, player}
  let mine = []; // the player's moves sent so far
  let line = []; // every ply on the board: the player's moves and the replies
  let finished = false;
  let busy = false;
  let gone = false;
  const timers = [];

  const board = new Board(document.createElement('div'), {onMove: play, onNotice: (t) => (notice.textContent = t)});
  const status = h('p', {'id': 'puzzle-status', 'class': 'status', 'aria-live': 'polite'});
  const verdict = h('p', {'id': 'puzzle-verdict', 'class': 'verdict', 'aria-live': 'assertive'});
  const notice = h('p', {'id': 'notice', 'class': 'notice', 'aria-live': 'polite'});
  const error = h('p', {'id': 'error', 'class': 'error', 'role': 'alert'});
  const info = h('p', {'id': 'puzzle-info', 'class': 'muted'});
  const rating = h('p', {'id': 'puzzle-rating', 'class': 'puzzle-rating'});
  const solution = h('p', {'id': 'puzzle-solution', 'class': 'pv', 'hidden': true});
  const source = h('p', {'id': 'puzzle-source', 'class': 'muted', 'hidden': true});
  const giveUp = h('button', {'type': 'button', 'id': 'puzzle-give-up', 'onclick': () => surrender(),
    'aria-label': 'Give up and see the solution'}, 'Show solution');
  const next = h('button', {'type': 'button', 'id': 'puzzle-next', 'onclick': () => load(null),
    'aria-label': 'Next puzzle'}, 'Next puzzle');

  root.append(h('section', {'class': 'analysis puzzles', 'id': 'puzzles'},
      h('div', {'class': 'board-column'}, board.wrap, board.tools),
      h('div', {'class': 'side'},
          h('h1', {}, 'Puzzles'), verdict, status, notice, error, info,
          h('div', {'class': 'buttons'}, giveUp, next), solution, source, rating)));

  function later(f, ms) {
    timers.push(setTimeout(() => {
      if (!gone) f();
    }, ms));
  }

  function showRating(player, before) {
    const now = `Your rating: ${player.rating} ± ${2 * player.deviation}`;
    if (before === undefined || before === null) {
      rating.textContent = now;
      return;
    }
    const change = player.rating - before;
    rating.replaceChildren(`Your rating: ${before} → `, h('strong', {}, String(player.rating)),
        h('span', {'id': 'puzzle-change', 'class': change >= 0 ? 'gain' : 'loss'}, ` (${change >= 0 ? '+' : ''}${change})`));
  }

  async function load(wanted) {
    error.textContent = '';
    try {
      const p = await api('GET', wanted ? `/api/puzzles/${encodeURIComponent(wanted)}` : '/api/puzzles/next');
      if (gone) return;
      puzzle = p;
      mine = [];
      line = [];
      finished = false;
      busy = false;
      history.replaceState(null, '', `#/puzzles/${encodeURIComponent(p.id)}`);
      board.flipped = p.solver === 'black';
      status.textContent = 'Loading the puzzle…';
      verdict.textContent = '';
      verdict.className = 'verdict';
      notice.textContent = '';
      info.textContent = `Puzzle ${p.id} · rated ${p.rating} · ${p.moves} move${p.moves === 1 ? '' : 's'} to find`;
      solution.hidden = true;
      source.hidden = true;
      giveUp.disabled = false;
      showRating(p.player);
      await show(true);
      // Said only once the board takes moves, so a move typed at once is not refused.
      status.textContent = `${capital(p.solver)} to play and win`;
      document.title = `Puzzle ${p.id} · Crownhead`;
    } catch (e) {
      error.textContent = e.status === 404 ? `There is no puzzle ${wanted}.` : e.message;
    }
  }

  /** Draws the position after `line` from the puzzle's start; the player may move when `movable`. */
  async function show(movable, moves = line) {
    const [r, before] = await Promise.all([
      api('POST', '/api/positions', {fen: puzzle.fen, moves}),
      moves.length ? api('POST', '/api/positions', {fen: puzzle.fen, moves: moves.slice(0, -1)}) : null]);
    if (gone) return;
    const last = before ? (before.legalMoves || []).find((m) => m.text === r.moves[moves.length - 1]) || null : null;
    board.set({fen: `${r.fen}/${moves.length}`, pieces: parseFen(r.fen).pieces, legal: movable ? r.legalMoves || [] : [],
      turn: r.turn, mustCapture: r.mustCapture, lastMove: last});
    board.el.setAttribute('data-fen', r.fen);
    board.el.setAttribute('data-line', moves.join(' '));
  }

  async function play(move) {
    if (!puzzle || finished || busy) return;
    busy = true;
    error.textContent = '';
    mine.push(move.text);
    line.push(move.text);
    try {
      await show(false);
      const r = await api('POST', `/api/puzzles/${encodeURIComponent(puzzle.id)}/attempt`, {moves: mine});
      if (gone) return;
      if (r.status === 'continue') {
        verdict.textContent = 'Right — keep going.';
        verdict.className = 'verdict right';
        later(async () => {
          line.push(r.reply);
          await show(true);
          status.textContent = `${capital(puzzle.solver === 'black' ? 'white' : 'black')} replied ${r.reply}. Your move.`;
          busy = false;
        }, STEP_MS / 2);
      } else {
        end(r);
      }
    } catch (e) {
      mine.pop();
      line.pop();
      error.textContent = e.message;
      busy = false;
      await show(true);
    }
  }

  async function surrender() {
    if (!puzzle || finished || busy) return;
    busy = true;
    try {
      end(await api('POST', `/api/puzzles/${encodeURIComponent(puzzle.id)}/give-up`, {moves: mine}));
    } catch (e) {
      error.textContent = e.message;
      busy = false;
    }
  }

  /** The attempt is over: say so, show the rating's change, then play the solution through. */
  function end(r) {
    finished = true;
    busy = false;
    giveUp.disabled = true;
    const solved = r.status === 'solved';
    verdict.textContent = solved ? 'Solved!' : 'Wrong — that is not the move.';
    verdict.className = `verdict ${solved ? 'right' : 'wrong'}`;
    status.textContent = solved ? 'Well played.' : 'Here is the solution.';
    solution.hidden = false;
    solution.textContent = `Solution: ${r.solution.join(' ')}`;
    source.hidden = false;
    source.textContent = `From ${r.source}${r.themes.length ? ` · ${r.themes.join(', ')}` : ''}`;
    showRating(r.player, r.rated ? r.playerBefore : undefined);
    if (!r.rated) rating.append(' · tried before: not rated');
    info.textContent = `Puzzle ${puzzle.id} · now rated ${r.puzzleRating}`;
    if (!solved) {
      // The wrong move stays on the board a moment, then the solution is played from the start.
      later(() => replay(r.solution, 0), STEP_MS * 2);
    }
    next.focus({preventScroll: true});
  }

  function replay(moves, n) {
    show(false, moves.slice(0, n)).then(() => {
      if (n < moves.length) later(() => replay(moves, n + 1), STEP_MS);
    });
  }

  load(id);
  return () => {
    gone = true;
    timers.forEach(clearTimeout);
  };
}
