// Stepping through a finished game in the game view: buttons, clickable moves and arrow keys.

import {api} from './api.js';
import {h} from './dom.js';

export class Replay {
  /** onChange() runs whenever the shown position changes. */
  constructor(onChange) {
    this.onChange = onChange;
    this.game = null;
    this.ply = null; // the ply shown, null for the last position
    this.position = null; // {fen, lastMove} of the shown ply
    this.seq = 0;
    const btn = (id, label, aria, to) => h('button', {'type': 'button', id, 'aria-label': aria, 'onclick': () => this.go(to())}, label);
    this.buttons = {
      first: btn('replay-first', '«', 'First position', () => 0),
      back: btn('replay-back', '‹', 'Previous move', () => this.shown() - 1),
      forward: btn('replay-forward', '›', 'Next move', () => this.shown() + 1),
      last: btn('replay-last', '»', 'Last position', () => this.end()),
    };
    this.el = h('div', {'class': 'buttons nav replay', 'id': 'replay', 'role': 'group', 'aria-label': 'Step through the game',
      'hidden': true}, Object.values(this.buttons));
    this.keys = (e) => {
      if (!this.active() || /INPUT|TEXTAREA|SELECT/.test(e.target.tagName) || e.ctrlKey || e.metaKey || e.altKey) return;
      const to = {ArrowLeft: this.shown() - 1, ArrowRight: this.shown() + 1, Home: 0, End: this.end()}[e.key];
      if (to === undefined) return;
      e.preventDefault();
      this.go(to);
    };
    document.addEventListener('keydown', this.keys);
  }

  /** Steps are offered once the game is over. */
  active() {
    return !!this.game && this.game.status === 'over' && this.game.moves.length > 0;
  }
  end() {
    return this.game ? this.game.moves.length : 0;
  }
  /** The ply on the board. */
  shown() {
    return this.ply === null ? this.end() : this.ply;
  }

  /** Follows the game's view; a change of moves returns to the last position. */
  update(game) {
    if (this.game && game.moves.length !== this.game.moves.length) this.ply = null;
    this.game = game;
    this.el.hidden = !this.active();
    const n = this.shown();
    this.buttons.first.disabled = this.buttons.back.disabled = n === 0;
    this.buttons.forward.disabled = this.buttons.last.disabled = n >= this.end();
  }

  async go(n) {
    if (!this.active()) return;
    n = Math.max(0, Math.min(this.end(), n));
    const mine = ++this.seq;
    if (n === this.end()) {
      this.ply = null;
      this.position = null;
    } else {
      const g = this.game;
      const at = (k) => api('POST', '/api/positions', {fen: g.startFen || g.fen, moves: g.moves.slice(0, k)});
      const [r, before] = await Promise.all([at(n), n > 0 ? at(n - 1) : null]);
      if (mine !== this.seq) return;
      const lastMove = before ? (before.legalMoves || []).find((m) => m.text === g.moves[n - 1]) || null : null;
      this.ply = n;
      this.position = {fen: r.fen, turn: r.turn, lastMove};
    }
    this.update(this.game);
    this.onChange();
  }

  close() {
    document.removeEventListener('keydown', this.keys);
  }
}
