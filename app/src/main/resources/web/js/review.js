// Game review: the server's engine judges every move of the main line in the background; this
// panel follows it with a progress bar, then draws the evaluation graph, sums up each side, marks
// the moves and says, for each inaccuracy, mistake and blunder, which move was better.

import {api} from './api.js';
import {h, show, capital} from './dom.js';
import {svg} from './board.js';

const WIDTH = 600;
const HEIGHT = 120;
const BAD = new Set(['inaccuracy', 'mistake', 'blunder']);

/** The squares a move passes through: "15x24x31" → [15, 24, 31]. */
export function moveSquares(text) {
  return String(text || '').split(/[-x]/).map(Number).filter((s) => s >= 1 && s <= 32);
}

/**
 * The graph's points: x for each ply from 0 (the start) to the last, y from Black's expected score
 * (100% at the top). The start is the first mover's expected score before the move, from Black's side.
 */
export function graphPoints(moves, width = WIDTH, height = HEIGHT) {
  if (!moves.length) return [];
  const first = moves[0];
  const start = first.mover === 'black' ? first.chanceBefore : 100 - first.chanceBefore;
  const chances = [start, ...moves.map((m) => m.blackChance)];
  return chances.map((c, i) => [i * width / moves.length, height * (1 - c / 100)]);
}

export class ReviewPanel {
  /** onJump(ply) shows the position after ply moves of the main line. */
  constructor({onJump}) {
    this.onJump = onJump;
    this.review = null; // {fen, moves (texts), data (the server's review)}
    this.polling = null;
    this.line = {fen: null, moves: []};
    this.ply = 0;
    this.startBtn = h('button', {'type': 'button', 'id': 'review-start', 'onclick': () => this.start(),
      'aria-label': 'Review the game: the engine judges every move'}, 'Review');
    this.progress = h('progress', {'id': 'review-progress', 'max': 1, 'value': 0, 'hidden': true, 'aria-label': 'Review progress'});
    this.status = h('p', {'id': 'review-status', 'class': 'muted', 'aria-live': 'polite'});
    this.summary = h('div', {'id': 'review-summary', 'class': 'review-summary', 'hidden': true});
    this.graph = svg('svg', {'id': 'review-graph', 'class': 'review-graph', 'viewBox': `0 0 ${WIDTH} ${HEIGHT}`,
      'preserveAspectRatio': 'none', 'role': 'img', 'aria-label': 'Evaluation graph: Black\'s expected score over the game'});
    this.graphWrap = h('div', {'class': 'review-graph-wrap', 'hidden': true}, this.graph);
    this.moveNote = h('p', {'id': 'review-move', 'class': 'review-move', 'aria-live': 'polite'});
    this.betterBtn = h('button', {'type': 'button', 'id': 'review-better', 'hidden': true,
      'onclick': () => this.onJump(this.ply - 1), 'aria-label': 'Show the better move on the board'}, 'Show the better move');
    this.el = h('div', {'class': 'review', 'id': 'review'}, h('h2', {}, 'Review'),
        h('div', {'class': 'buttons'}, this.startBtn, this.progress), this.status, this.summary, this.graphWrap,
        this.moveNote, this.betterBtn);
    this.graph.addEventListener('click', (e) => {
      const data = this.current();
      if (!data) return;
      const box = this.graph.getBoundingClientRect();
      const ply = Math.round((e.clientX - box.left) / box.width * data.moves.length);
      this.onJump(Math.max(0, Math.min(data.moves.length, ply)));
    });
  }

  /** The review of the line on the board, or null when there is none (or the line changed). */
  current() {
    const r = this.review;
    if (!r || r.fen !== this.line.fen || r.moves.join(' ') !== this.line.moves.join(' ')) return null;
    return r.data;
  }

  /** The main line on the board changed or the shown ply did: update what the panel shows. */
  update(fen, moves, ply) {
    const changed = fen !== this.line.fen || moves.join(' ') !== this.line.moves.join(' ');
    this.line = {fen, moves: [...moves]};
    this.ply = ply;
    if (changed) this.draw();
    this.showPly();
  }

  /** The class and mark of the main line's move at ply (1 = the first move), or null. */
  markOf(ply) {
    const data = this.current();
    const m = data && data.moves[ply - 1];
    return m ? {cls: m.class, mark: m.mark} : null;
  }

  /** The better move to draw in the position after ply moves: when the next move was poor. */
  arrowAt(ply) {
    const data = this.current();
    const next = data && data.moves[ply];
    return next && BAD.has(next.class) && next.bestMove ? moveSquares(next.bestMove) : null;
  }

  async start() {
    const {fen, moves} = this.line;
    if (!moves.length) {
      this.status.textContent = 'There is nothing to review: play or import some moves first.';
      return;
    }
    clearTimeout(this.polling);
    this.startBtn.disabled = true;
    this.status.textContent = 'Starting the review…';
    try {
      const r = await api('POST', '/api/reviews', {fen, moves});
      this.follow(r, fen, moves);
    } catch (e) {
      this.failed(e.message);
    }
  }

  follow(r, fen, moves) {
    if (r.status === 'done') {
      this.review = {fen, moves, data: r.review};
      show(this.progress, false);
      this.startBtn.disabled = false;
      this.status.textContent = `Reviewed by ${r.review.engine}.`;
      this.draw();
      this.showPly();
      this.onJump(this.ply); // the move list gains its marks
      return;
    }
    if (r.status === 'failed') {
      this.failed(r.error);
      return;
    }
    show(this.progress, true);
    this.progress.max = r.total;
    this.progress.value = r.done;
    this.status.textContent = `Reviewing: ${r.done} of ${r.total} positions searched`;
    this.polling = setTimeout(async () => {
      try {
        this.follow(await api('GET', `/api/reviews/${r.key}`), fen, moves);
      } catch (e) {
        this.failed(e.message);
      }
    }, 500);
  }

  failed(message) {
    show(this.progress, false);
    this.startBtn.disabled = false;
    this.status.textContent = `The review failed: ${message}`;
  }

  /** The graph and the summary, or nothing when the line on the board has no review. */
  draw() {
    const data = this.current();
    show(this.summary, !!data);
    show(this.graphWrap, !!data);
    this.graph.replaceChildren();
    this.summary.replaceChildren();
    if (!data) return;
    const side = (colour) => {
      const s = data[colour];
      const c = s.counts;
      return h('div', {'class': `side-summary ${colour}`, 'id': `review-${colour}`},
          h('strong', {}, capital(colour)), ` accuracy ${Math.round(s.accuracy)}%`,
          h('ul', {}, ['inaccuracy', 'mistake', 'blunder'].map((k) =>
            h('li', {'class': `review-${k}`}, `${c[k]} ${k === 'inaccuracy' && c[k] !== 1 ? 'inaccuracies' : k + (c[k] === 1 ? '' : 's')}`)),
          h('li', {}, `${c.best} best, ${c.good} good`)));
    };
    this.summary.append(side('black'), side('white'));
    const points = graphPoints(data.moves);
    const line = points.map((p) => p.map((v) => v.toFixed(1)).join(',')).join(' ');
    this.graph.append(
        svg('rect', {'x': 0, 'y': 0, 'width': WIDTH, 'height': HEIGHT, 'class': 'graph-white'}),
        svg('polygon', {'points': `0,${HEIGHT} ${line} ${WIDTH},${HEIGHT}`, 'class': 'graph-black'}),
        svg('line', {'x1': 0, 'y1': HEIGHT / 2, 'x2': WIDTH, 'y2': HEIGHT / 2, 'class': 'graph-mid'}),
        svg('polyline', {'points': line, 'class': 'graph-line'}));
    data.moves.forEach((m, i) => {
      if (!BAD.has(m.class)) return;
      const [x, y] = points[i + 1];
      const dot = svg('circle', {'cx': x, 'cy': y, 'r': 4, 'class': `graph-dot review-${m.class}`, 'data-ply': i + 1});
      const title = svg('title', {});
      title.textContent = `${m.move}${m.mark} ${m.class}`;
      dot.append(title);
      this.graph.append(dot);
    });
    this.cursor = svg('line', {'y1': 0, 'y2': HEIGHT, 'class': 'graph-cursor', 'id': 'review-cursor'});
    this.graph.append(this.cursor);
  }

  /** The note on the shown move, and the graph's cursor at it. */
  showPly() {
    const data = this.current();
    const m = data && this.ply > 0 ? data.moves[this.ply - 1] : null;
    if (this.cursor && data && this.ply >= 0) {
      const x = this.ply * WIDTH / data.moves.length;
      this.cursor.setAttribute('x1', x);
      this.cursor.setAttribute('x2', x);
    }
    show(this.betterBtn, !!(m && BAD.has(m.class) && m.bestMove));
    if (!m) {
      this.moveNote.textContent = data ? 'Click the graph or a move to see what the engine made of it.' : '';
      this.moveNote.className = 'review-move';
      return;
    }
    this.moveNote.className = `review-move review-${m.class}`;
    let text = `${m.move}${m.mark}: ${m.class}`;
    if (m.exact && m.exact !== 'kept the value') text += `, ${m.exact}`;
    if (m.class === 'forced') text = `${m.move}: the only legal move`;
    else text += ` (${m.score} for ${capital(m.mover)})`;
    if (BAD.has(m.class) && m.bestMove) {
      text += `. Better was ${m.bestMove} (${m.bestScore}): ${m.bestLine.slice(0, 8).join(' ')}`;
    }
    this.moveNote.textContent = text;
  }

  /** Stops following a running review (the view is closing). */
  close() {
    clearTimeout(this.polling);
  }
}
