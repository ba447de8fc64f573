// The SVG board: draws a position and lets the player enter legal moves by clicking or dragging.

const NS = 'http://www.w3.org/2000/svg';
const SIZE = 100; // one square in viewBox units
export const START_FEN = 'B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12';
const NAMES = {b: 'black man', B: 'black king', w: 'white man', W: 'white king'};

/** Parses PDN FEN (tolerant: ranges, either colour order, spaces, a trailing dot). */
export function parseFen(fen) {
  const parts = String(fen).trim().replace(/\.$/, '').split(':');
  const side = parts[0].trim().toUpperCase();
  if (side !== 'B' && side !== 'W') throw new Error(`FEN "${fen}" must start with the side to move, B or W`);
  const pieces = {};
  for (const part of parts.slice(1)) {
    const p = part.trim();
    if (!p) continue;
    const colour = p[0].toUpperCase();
    if (colour !== 'B' && colour !== 'W') throw new Error(`FEN "${fen}": "${p}" must start with B or W`);
    for (let item of p.slice(1).split(',')) {
      item = item.trim();
      if (!item) continue;
      const king = item[0].toUpperCase() === 'K';
      if (king) item = item.slice(1);
      const m = item.match(/^(\d+)(?:-(\d+))?$/);
      if (!m) throw new Error(`FEN "${fen}": "${item}" is not a square`);
      for (let s = +m[1]; s <= +(m[2] || m[1]); s++) {
        if (s < 1 || s > 32) throw new Error(`FEN "${fen}": square ${s} is not between 1 and 32`);
        pieces[s] = colour === 'B' ? (king ? 'B' : 'b') : (king ? 'W' : 'w');
      }
    }
  }
  return {turn: side === 'B' ? 'black' : 'white', pieces};
}

/** Writes the canonical FEN: side to move, White's squares, then Black's, kings marked with K. */
export function formatFen(turn, pieces) {
  const list = (c) => Object.keys(pieces).map(Number).sort((a, b) => a - b)
      .filter((s) => pieces[s].toLowerCase() === c).map((s) => (pieces[s] === c ? '' : 'K') + s).join(',');
  return `${turn === 'white' ? 'W' : 'B'}:W${list('w')}:B${list('b')}`;
}

/** Column and row on the screen (0–7 from the top left) of a square. */
export function squareXY(s, flipped) {
  const r = (s - 1) >> 2;
  const i = (s - 1) & 3;
  const c = r % 2 === 0 ? 2 * i + 1 : 2 * i;
  return flipped ? [7 - c, 7 - r] : [c, r];
}

/** The square at a screen column and row, or 0 for a light square. */
export function squareAt(c, r, flipped) {
  if (c < 0 || c > 7 || r < 0 || r > 7) return 0;
  if (flipped) [c, r] = [7 - c, 7 - r];
  if ((r + c) % 2 === 0) return 0;
  return r * 4 + (r % 2 === 0 ? (c - 1) / 2 : c / 2) + 1;
}

function svg(tag, attrs) {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) if (v !== null && v !== undefined) el.setAttribute(k, v);
  return el;
}

function pieceShape(p) {
  const g = svg('g', {'class': `piece ${p === 'b' || p === 'B' ? 'black' : 'white'}`, 'data-piece': p});
  g.append(svg('circle', {r: 38, 'class': 'rim'}), svg('circle', {r: 29, 'class': 'face'}));
  if (p === 'B' || p === 'W') {
    g.append(svg('path', {'class': 'crown', 'd': 'M-17,9 L-19,-11 L-8,-1 L0,-16 L8,-1 L19,-11 L17,9 Z'}));
  }
  return g;
}

/**
 * A board in a container element. Set its fields and call render():
 * pieces {square: 'b'|'B'|'w'|'W'}, legal (the view's legalMoves; empty when the player may not
 * move), lastMove, hint, flipped, numbers. onMove(move) gets the chosen legal move; onSquare(s)
 * (editor mode) gets every pressed square instead; onNotice(text) gets hints for the player.
 */
export class Board {
  constructor(container, options = {}) {
    this.pieces = {};
    this.legal = [];
    this.turn = 'black';
    this.mustCapture = false;
    this.lastMove = null;
    this.hint = null;
    this.fen = null;
    this.flipped = false;
    this.numbers = true;
    this.prefix = [];
    this.onMove = options.onMove || null;
    this.onSquare = options.onSquare || null;
    this.onNotice = options.onNotice || (() => {});
    this.wrap = document.createElement('div');
    this.wrap.className = 'board-wrap';
    this.el = svg('svg', {'viewBox': '0 0 800 800', 'class': 'board', 'id': 'board', 'role': 'grid', 'aria-label': 'Draughts board'});
    this.choices = document.createElement('div');
    this.choices.className = 'choices';
    this.choices.id = 'choices';
    this.choices.hidden = true;
    this.wrap.append(this.el, this.choices);
    container.append(this.wrap);
    this.el.addEventListener('pointerdown', (e) => this.down(e));
    this.el.addEventListener('pointermove', (e) => this.move(e));
    this.el.addEventListener('pointerup', (e) => this.up(e));
    this.el.addEventListener('pointercancel', () => this.cancelDrag());
    this.el.addEventListener('keydown', (e) => this.key(e));
  }

  /**
   * Replaces the position and the legal moves. A half-entered move survives only when the
   * position (state.fen) is the same and the move is still legal.
   */
  set(state) {
    const same = state.fen !== undefined && state.fen === this.fen;
    Object.assign(this, state);
    if (!same || !this.candidates().length) {
      this.prefix = [];
      this.choices.hidden = true;
    }
    if (!same) this.cancelDrag();
    if (!this.drag || !this.drag.moved) this.render();
  }

  candidates() {
    const n = this.prefix.length;
    return this.legal.filter((m) => n === 0 || this.prefix.every((s, i) => m.path[i] === s));
  }

  render() {
    const el = this.el;
    el.replaceChildren();
    el.setAttribute('data-flipped', this.flipped);
    const cands = this.prefix.length ? this.candidates() : [];
    const next = new Set(cands.map((m) => m.path[this.prefix.length]).filter(Boolean));
    const ends = new Set(cands.map((m) => m.to));
    const froms = new Set(this.legal.map((m) => m.from));
    const last = new Set(this.lastMove ? this.lastMove.path : []);
    const lastCaptured = new Set(this.lastMove ? this.lastMove.captured : []);
    const hint = new Set(this.hint ? [this.hint.from, this.hint.to] : []);
    for (let r = 0; r < 8; r++) {
      for (let c = 0; c < 8; c++) {
        const s = squareAt(c, r, this.flipped);
        if (!s) {
          el.append(svg('rect', {'x': c * SIZE, 'y': r * SIZE, 'width': SIZE, 'height': SIZE, 'class': 'light'}));
          continue;
        }
        const p = this.pieces[s];
        const cls = ['sq'];
        if (last.has(s)) cls.push('last');
        if (lastCaptured.has(s)) cls.push('taken');
        if (hint.has(s)) cls.push('hint');
        if (this.prefix.includes(s)) cls.push('sel');
        if (froms.has(s) && !this.prefix.length) cls.push('movable');
        const g = svg('g', {
          'class': cls.join(' '), 'data-square': s, 'transform': `translate(${c * SIZE},${r * SIZE})`,
          'role': 'gridcell', 'tabindex': -1,
          'aria-label': `square ${s}${p ? ', ' + NAMES[p] : ''}`,
          'data-movable': froms.has(s) && !this.prefix.length ? 'true' : null,
          'data-target': next.has(s) ? 'true' : null,
          'data-end': ends.has(s) ? 'true' : null,
        });
        g.append(svg('rect', {width: SIZE, height: SIZE, 'class': 'dark'}));
        if (this.numbers) {
          const t = svg('text', {'x': 5, 'y': 22, 'class': 'num'});
          t.textContent = s;
          g.append(t);
        }
        if (p) {
          const piece = pieceShape(p);
          piece.setAttribute('transform', `translate(${SIZE / 2},${SIZE / 2})`);
          g.append(piece);
        }
        if (next.has(s)) g.append(svg('circle', {'cx': 50, 'cy': 50, 'r': 13, 'class': 'dot'}));
        else if (ends.has(s)) g.append(svg('circle', {'cx': 50, 'cy': 50, 'r': 40, 'class': 'ring'}));
        el.append(g);
      }
    }
    el.setAttribute('data-selected', this.prefix.join('x'));
    el.setAttribute('data-interactive', this.legal.length > 0);
  }

  /** Board square under a pointer event. */
  squareOf(e) {
    const pt = this.el.createSVGPoint();
    pt.x = e.clientX;
    pt.y = e.clientY;
    const ctm = this.el.getScreenCTM();
    if (!ctm) return 0;
    const p = pt.matrixTransform(ctm.inverse());
    return squareAt(Math.floor(p.x / SIZE), Math.floor(p.y / SIZE), this.flipped);
  }

  down(e) {
    if (e.button !== undefined && e.button > 0) return;
    const g = e.target.closest && e.target.closest('[data-square]');
    const s = g ? +g.getAttribute('data-square') : this.squareOf(e);
    if (!s) return;
    e.preventDefault();
    this.press(s);
    if (this.prefix.length === 1 && this.prefix[0] === s && this.pieces[s]) {
      this.drag = {s, x: e.clientX, y: e.clientY, id: e.pointerId, moved: false};
      try {
        this.el.setPointerCapture(e.pointerId);
      } catch (err) {
        // a synthetic event has no capturable pointer
      }
    }
  }

  move(e) {
    const d = this.drag;
    if (!d || d.id !== e.pointerId) return;
    if (!d.moved && Math.hypot(e.clientX - d.x, e.clientY - d.y) < 6) return;
    const ctm = this.el.getScreenCTM();
    if (!ctm) return;
    const pt = this.el.createSVGPoint();
    pt.x = e.clientX;
    pt.y = e.clientY;
    const p = pt.matrixTransform(ctm.inverse());
    if (!d.moved) {
      d.moved = true;
      const from = this.el.querySelector(`[data-square="${d.s}"] .piece`);
      if (from) from.classList.add('lifted');
      d.ghost = pieceShape(this.pieces[d.s]);
      d.ghost.classList.add('ghost');
      this.el.append(d.ghost);
    }
    d.ghost.setAttribute('transform', `translate(${p.x},${p.y})`);
  }

  up(e) {
    const d = this.drag;
    if (!d || d.id !== e.pointerId) return;
    this.cancelDrag();
    if (!d.moved) return;
    const s = this.squareOf(e);
    if (s && s !== d.s) this.drop(s);
    else this.render();
  }

  cancelDrag() {
    if (this.drag && this.drag.ghost) this.drag.ghost.remove();
    this.drag = null;
  }

  key(e) {
    const g = e.target.closest && e.target.closest('[data-square]');
    if (g && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      this.press(+g.getAttribute('data-square'));
    }
  }

  /** A click or tap on a square. */
  press(s) {
    this.choices.hidden = true;
    if (this.onSquare) {
      this.onSquare(s);
      return;
    }
    if (!this.legal.length) return;
    if (this.prefix.length) {
      const cands = this.candidates();
      if (cands.some((m) => m.path[this.prefix.length] === s)) {
        this.prefix.push(s);
        this.resolve();
        return;
      }
      const ends = cands.filter((m) => m.to === s);
      if (ends.length) {
        this.choose(ends);
        return;
      }
    }
    if (this.legal.some((m) => m.from === s)) {
      this.prefix = [s];
      this.onNotice('');
    } else {
      this.prefix = [];
      const p = this.pieces[s];
      const mine = p && (p.toLowerCase() === 'b' ? 'black' : 'white') === this.turn;
      if (mine && this.mustCapture) this.onNotice('You must capture');
      else if (mine) this.onNotice(`The ${NAMES[p]} on ${s} has no legal move`);
    }
    this.render();
  }

  /** A piece dragged from the selected square and dropped on s. */
  drop(s) {
    const cands = this.candidates();
    if (cands.some((m) => m.path[this.prefix.length] === s)) {
      this.prefix.push(s);
      this.resolve();
      return;
    }
    const ends = cands.filter((m) => m.to === s);
    if (ends.length) this.choose(ends);
    else this.render();
  }

  /** After the path grew: sends the move once only one legal move fits. */
  resolve() {
    const cands = this.candidates();
    const exact = cands.find((m) => m.path.length === this.prefix.length);
    if (cands.length === 1 || exact) this.send(exact || cands[0]);
    else this.render();
  }

  /** Several captures end on the same square: the player picks one, or goes on clicking. */
  choose(moves) {
    if (moves.length === 1) {
      this.send(moves[0]);
      return;
    }
    this.render();
    this.choices.replaceChildren();
    const label = document.createElement('span');
    label.textContent = 'Which capture? ';
    this.choices.append(label);
    for (const m of moves) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = m.path.join('x');
      b.setAttribute('data-choice', m.path.join('x'));
      b.addEventListener('click', () => {
        this.choices.hidden = true;
        this.send(m);
      });
      this.choices.append(b);
    }
    this.choices.hidden = false;
  }

  send(move) {
    this.prefix = [];
    this.choices.hidden = true;
    const onMove = this.onMove;
    // No more input until the owner hands over the next position.
    this.legal = [];
    this.render();
    if (onMove) onMove(move);
  }
}
