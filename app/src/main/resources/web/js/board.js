// The SVG board: draws a position and lets the player enter legal moves by clicking, dragging,
// the keyboard (arrow keys, Enter) or typing a move such as 11-15.

import {sound} from './sound.js';

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

/** An SVG element with these attributes. */
export function svg(tag, attrs) {
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

const REDUCED_MOTION = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
const STEP_MS = 140; // animation time of one step of a move

/** Centre of a square in viewBox units. */
function centre(s, flipped) {
  const [c, r] = squareXY(s, flipped);
  return [c * SIZE + SIZE / 2, r * SIZE + SIZE / 2];
}

/** The legal moves a typed move such as "11-15", "15x24" or "15x24x31" names (several when ambiguous). */
export function typedMoves(text, legal) {
  const t = String(text).trim().toLowerCase().replace(/\s+/g, '');
  if (!/^\d{1,2}([-x:]\d{1,2})+$/.test(t)) return null;
  const squares = t.split(/[-x:]/).map(Number);
  const from = squares[0];
  const to = squares[squares.length - 1];
  return legal.filter((m) => m.text === t || (m.from === from && m.to === to &&
      (squares.length === 2 || (m.path.length === squares.length && m.path.every((s, i) => s === squares[i])))));
}

/**
 * A board in a container element. Set its fields and call render():
 * pieces {square: 'b'|'B'|'w'|'W'}, legal (the view's legalMoves; empty when the player may not
 * move), lastMove, hint, arrow (squares to draw an arrow through, as a better move), flipped, numbers. onMove(move) gets the chosen legal move; onSquare(s)
 * (editor mode) gets every pressed square instead; onNotice(text) gets hints for the player.
 * A new last move is animated (and heard, when sound is on) unless it was dragged into place.
 * The board holds no game state beyond the move being entered.
 */
export class Board {
  constructor(container, options = {}) {
    this.pieces = {};
    this.legal = [];
    this.turn = 'black';
    this.mustCapture = false;
    this.lastMove = null;
    this.hint = null;
    this.arrow = null;
    this.fen = null;
    this.flipped = false;
    this.numbers = true;
    this.prefix = [];
    this.routes = null; // the captures offered by the chooser, drawn on the board
    this.focusSquare = 0; // the square reached with Tab (roving tabindex)
    this.ghosts = []; // pieces in flight while a move is animated
    this.onMove = options.onMove || null;
    this.onSquare = options.onSquare || null;
    this.onNotice = options.onNotice || (() => {});
    this.wrap = document.createElement('div');
    this.wrap.className = 'board-wrap';
    this.el = svg('svg', {'viewBox': '0 0 800 800', 'class': 'board', 'id': 'board', 'role': 'grid',
      'aria-label': 'Draughts board: arrow keys move between squares, Enter picks a piece and drops it'});
    this.choices = document.createElement('div');
    this.choices.className = 'choices';
    this.choices.id = 'choices';
    this.choices.hidden = true;
    this.choices.setAttribute('role', 'group');
    this.choices.setAttribute('aria-label', 'Which capture?');
    this.entry = document.createElement('input');
    this.entry.id = 'move-entry';
    this.entry.setAttribute('aria-label', 'Type a move, such as 11-15 or 15x24, then Enter');
    this.entry.setAttribute('placeholder', 'Type a move: 11-15');
    this.entry.setAttribute('autocomplete', 'off');
    this.entry.setAttribute('spellcheck', 'false');
    this.entry.setAttribute('enterkeyhint', 'go');
    this.form = document.createElement('form');
    this.form.className = 'move-entry';
    this.form.append(this.entry);
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.typed(this.entry.value);
    });
    /** Controls that belong under the board: the capture chooser and the typed-move box. */
    this.tools = document.createElement('div');
    this.tools.className = 'board-tools';
    this.tools.append(this.choices, this.form);
    this.wrap.append(this.el);
    container.append(this.wrap, this.tools);
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
    const before = this.pieces || {};
    Object.assign(this, state);
    if (!same || !this.candidates().length) this.clearSelection();
    if (!same) this.cancelDrag();
    // A move just made (not a jump back and forth in a list): the piece left its square for another.
    const m = this.lastMove;
    const fresh = !same && this.fen && m && m.path && before[m.from] && this.pieces[m.to] &&
        (m.from === m.to || !this.pieces[m.from]) && (m.from === m.to || !before[m.to]);
    if (!this.drag || !this.drag.moved) this.render();
    if (fresh) {
      if (this.dropped !== m.text && !this.drag) this.animate(m, before);
      sound.play(m.captured && m.captured.length ? 'capture' : 'move');
    }
    if (!same) this.dropped = null;
  }

  candidates() {
    const n = this.prefix.length;
    return this.legal.filter((m) => n === 0 || this.prefix.every((s, i) => m.path[i] === s));
  }

  clearSelection() {
    this.prefix = [];
    this.routes = null;
    this.choices.hidden = true;
  }

  render() {
    const el = this.el;
    const focused = el.contains(document.activeElement);
    el.replaceChildren();
    el.setAttribute('data-flipped', this.flipped);
    const cands = this.prefix.length ? this.candidates() : [];
    const next = new Set(cands.map((m) => m.path[this.prefix.length]).filter(Boolean));
    const ends = new Set(cands.map((m) => m.to));
    const froms = new Set(this.legal.map((m) => m.from));
    const last = new Set(this.lastMove ? this.lastMove.path : []);
    const lastCaptured = new Set(this.lastMove ? this.lastMove.captured : []);
    const hint = new Set(this.hint ? [this.hint.from, this.hint.to] : []);
    if (!focused && !froms.has(this.focusSquare)) {
      this.focusSquare = [...froms][0] || this.focusSquare || squareAt(1, 0, this.flipped);
    }
    for (let r = 0; r < 8; r++) {
      const row = svg('g', {'role': 'row'});
      for (let c = 0; c < 8; c++) {
        const s = squareAt(c, r, this.flipped);
        if (!s) {
          row.append(svg('rect', {'x': c * SIZE, 'y': r * SIZE, 'width': SIZE, 'height': SIZE, 'class': 'light'}));
          continue;
        }
        const p = this.pieces[s];
        const movable = froms.has(s) && !this.prefix.length;
        const cls = ['sq'];
        if (last.has(s)) cls.push('last');
        if (lastCaptured.has(s)) cls.push('taken');
        if (hint.has(s)) cls.push('hint');
        if (this.prefix.includes(s)) cls.push('sel');
        if (movable) cls.push('movable');
        let label = `square ${s}${p ? ', ' + NAMES[p] : ''}`;
        if (movable) label += ', can move';
        if (next.has(s) || ends.has(s)) label += ', move here';
        if (last.has(s)) label += ', last move';
        const g = svg('g', {
          'class': cls.join(' '), 'data-square': s, 'transform': `translate(${c * SIZE},${r * SIZE})`,
          'role': 'gridcell', 'tabindex': s === this.focusSquare ? 0 : -1, 'aria-label': label,
          'aria-selected': this.prefix.includes(s) ? 'true' : null,
          'data-movable': movable ? 'true' : null,
          'data-target': next.has(s) ? 'true' : null,
          'data-end': ends.has(s) ? 'true' : null,
        });
        g.append(svg('rect', {width: SIZE, height: SIZE, 'class': 'dark'}));
        if (this.numbers) {
          const t = svg('text', {'x': 5, 'y': 22, 'class': 'num', 'aria-hidden': 'true'});
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
        g.append(svg('rect', {'x': 4, 'y': 4, 'width': SIZE - 8, 'height': SIZE - 8, 'class': 'focus'}));
        row.append(g);
      }
      el.append(row);
    }
    if (this.routes) this.drawRoutes();
    if (this.arrow && this.arrow.length > 1) this.drawArrow();
    for (const ghost of this.ghosts) {
      el.append(ghost.el);
      const real = el.querySelector(`[data-square="${ghost.hide}"] .piece`);
      if (real) real.style.visibility = 'hidden';
    }
    el.setAttribute('data-selected', this.prefix.join('x'));
    el.setAttribute('data-interactive', this.legal.length > 0);
    if (focused) this.focusOn(this.focusSquare);
  }

  /** The captures the chooser offers, as lines through their squares. */
  drawRoutes() {
    const g = svg('g', {'class': 'routes', 'aria-hidden': 'true'});
    this.routes.forEach((m, i) => {
      const points = m.path.map((s) => centre(s, this.flipped).join(',')).join(' ');
      g.append(svg('polyline', {'points': points, 'class': 'route' + (i === this.activeRoute ? ' active' : ''),
        'data-route': m.path.join('x')}));
    });
    this.el.append(g);
  }

  /** An arrow through the squares of this.arrow: a move the page points out. */
  drawArrow() {
    const g = svg('g', {'class': 'arrow', 'id': 'board-arrow', 'aria-hidden': 'true', 'data-arrow': this.arrow.join('-')});
    const defs = svg('defs', {});
    const head = svg('marker', {'id': 'arrow-head', 'viewBox': '0 0 10 10', 'refX': 5, 'refY': 5,
      'markerWidth': 3, 'markerHeight': 3, 'orient': 'auto-start-reverse'});
    head.append(svg('path', {'d': 'M 0 0 L 10 5 L 0 10 z', 'class': 'arrow-head'}));
    defs.append(head);
    const points = this.arrow.map((s) => centre(s, this.flipped).join(',')).join(' ');
    g.append(defs, svg('polyline', {'points': points, 'class': 'arrow-line', 'marker-end': 'url(#arrow-head)'}));
    this.el.append(g);
  }

  focusOn(s) {
    const g = this.el.querySelector(`[data-square="${s}"]`);
    if (!g) return;
    for (const o of this.el.querySelectorAll('[data-square][tabindex="0"]')) o.setAttribute('tabindex', -1);
    g.setAttribute('tabindex', 0);
    this.focusSquare = s;
    g.focus();
  }

  /** Animates a move just shown: the piece travels its path, the captured pieces fade. */
  animate(m, before) {
    if (REDUCED_MOTION || !m.path || m.path.length < 2) return;
    const p = this.pieces[m.to];
    const el = pieceShape(p);
    el.classList.add('moving');
    const [x, y] = centre(m.to, this.flipped);
    el.setAttribute('transform', `translate(${x},${y})`);
    const ghosts = [{el, hide: m.to}];
    for (const s of m.captured || []) {
      if (!before[s]) continue;
      const gone = pieceShape(before[s]);
      const [cx, cy] = centre(s, this.flipped);
      gone.setAttribute('transform', `translate(${cx},${cy})`);
      gone.classList.add('moving');
      ghosts.unshift({el: gone, hide: 0});
    }
    this.ghosts.push(...ghosts);
    this.render();
    const frames = m.path.map((s) => {
      const [px, py] = centre(s, this.flipped);
      return {transform: `translate(${px}px, ${py}px)`};
    });
    const duration = STEP_MS * (m.path.length - 1);
    const done = () => {
      this.ghosts = this.ghosts.filter((g) => !ghosts.includes(g));
      for (const g of ghosts) g.el.remove();
      const real = this.el.querySelector(`[data-square="${m.to}"] .piece`);
      if (real) real.style.visibility = '';
    };
    const run = el.animate(frames, {duration, easing: 'ease-in-out'});
    for (const g of ghosts) if (g.el !== el) g.el.animate([{opacity: 1}, {opacity: 0}], {duration, fill: 'forwards'});
    run.onfinish = done;
    run.oncancel = done;
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
    this.focusSquare = s;
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

  /** Keyboard on a square: arrows move the focus over the dark squares, Enter or Space presses. */
  key(e) {
    const g = e.target.closest && e.target.closest('[data-square]');
    if (!g) return;
    const s = +g.getAttribute('data-square');
    // The keys the board uses stop here (the analysis page steps through moves with the arrows).
    if (/^(Enter| |Escape|Arrow\w+|Home|End)$/.test(e.key)) e.stopPropagation();
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.focusSquare = s;
      this.press(s);
      return;
    }
    if (e.key === 'Escape') {
      this.clearSelection();
      this.render();
      return;
    }
    const [c, r] = squareXY(s, this.flipped);
    const step = {ArrowLeft: [-2, 0], ArrowRight: [2, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]}[e.key];
    let to = 0;
    if (step && step[1]) {
      // one row up or down, to the dark square nearest to the same column (left first)
      to = squareAt(c - 1, r + step[1], this.flipped) || squareAt(c + 1, r + step[1], this.flipped);
    } else if (step) {
      to = squareAt(c + step[0], r, this.flipped);
    } else if (e.key === 'Home' || e.key === 'End') {
      to = squareAt(e.key === 'Home' ? (r % 2 ? 0 : 1) : (r % 2 ? 6 : 7), r, this.flipped);
    }
    if (step || e.key === 'Home' || e.key === 'End') e.preventDefault();
    if (to) this.focusOn(to);
  }

  /** A move typed as text: played when it names one legal move. */
  typed(text) {
    if (!String(text).trim()) return;
    if (!this.legal.length) {
      this.onNotice('It is not your move');
      return;
    }
    const found = typedMoves(text, this.legal);
    if (found === null) {
      this.onNotice(`"${text.trim()}" is not a move: type it as 11-15, or 15x24 for a capture`);
    } else if (!found.length) {
      this.onNotice(this.mustCapture ? `${text.trim()} is not legal: you must capture` : `${text.trim()} is not a legal move`);
    } else {
      this.entry.value = '';
      this.prefix = [found[0].from];
      this.choose(found);
    }
  }

  /** A click or tap on a square. */
  press(s) {
    if (this.onSquare) {
      this.choices.hidden = true;
      this.onSquare(s);
      return;
    }
    if (!this.legal.length) return;
    if (this.prefix.length) {
      const cands = this.candidates();
      if (cands.some((m) => m.path[this.prefix.length] === s)) {
        this.routes = null;
        this.choices.hidden = true;
        this.prefix.push(s);
        this.resolve();
        return;
      }
      const ends = cands.filter((m) => m.to === s);
      if (ends.length) {
        this.choose(ends);
        return;
      }
      if (this.prefix.length > 1 && s !== this.prefix[0]) {
        // Inside a multi-jump the piece stays picked: only its next squares take a click.
        this.onNotice(`Jump on from ${this.prefix[this.prefix.length - 1]} (or pick the piece on ${this.prefix[0]} again)`);
        return;
      }
    }
    this.routes = null;
    this.choices.hidden = true;
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
      this.resolve(true);
      return;
    }
    const ends = cands.filter((m) => m.to === s);
    if (ends.length) this.choose(ends, true);
    else this.render();
  }

  /** After the path grew: sends the move once the path entered is a whole legal move. */
  resolve(dragged) {
    const exact = this.candidates().find((m) => m.path.length === this.prefix.length);
    if (exact) this.send(exact, dragged);
    else this.render();
  }

  /** Several captures end on the same square: the player picks one (its route is drawn), or goes on clicking. */
  choose(moves, dragged) {
    if (moves.length === 1) {
      this.send(moves[0], dragged);
      return;
    }
    const active = document.activeElement;
    const keyboard = active === this.entry || (this.el.contains(active) && active.matches(':focus-visible'));
    this.routes = moves;
    this.activeRoute = -1;
    this.render();
    this.choices.replaceChildren();
    const label = document.createElement('span');
    label.textContent = 'Which capture? ';
    this.choices.append(label);
    moves.forEach((m, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = m.path.join('x');
      b.setAttribute('data-choice', m.path.join('x'));
      const light = (on) => {
        this.activeRoute = on ? i : -1;
        for (const line of this.el.querySelectorAll('.route')) {
          line.classList.toggle('active', line.getAttribute('data-route') === m.path.join('x') && on);
        }
      };
      b.addEventListener('pointerenter', () => light(true));
      b.addEventListener('focus', () => light(true));
      b.addEventListener('pointerleave', () => light(false));
      b.addEventListener('blur', () => light(false));
      b.addEventListener('click', () => this.send(m));
      this.choices.append(b);
    });
    this.choices.hidden = false;
    if (keyboard) this.choices.querySelector('button').focus();
  }

  send(move, dragged) {
    this.clearSelection();
    this.dropped = dragged ? move.text : null;
    const onMove = this.onMove;
    // No more input until the owner hands over the next position.
    this.legal = [];
    this.render();
    if (onMove) onMove(move);
  }
}
