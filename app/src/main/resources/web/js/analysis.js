// The analysis board: any position, moves from it, a game to step through with its variations,
// PDN in and out, and the engine's live evaluation.

import {api, liveSocket, seats} from './api.js';
import {Board, parseFen, formatFen, START_FEN} from './board.js';
import {h, select, show, capital, copy, download} from './dom.js';
import {explorerPanel} from './explorer.js';
import {ReviewPanel} from './review.js';

/** The largest PDN text the server reads in one import (BodyLimit.PDN_BYTES). */
export const PDN_LIMIT = 16 * 1024 * 1024;

/** Black's share of the evaluation bar (0–1) for a score in points for the side to move. */
export function barShare(points, turn) {
  const forBlack = turn === 'black' ? points : -points;
  return 1 / (1 + Math.exp(-forBlack / 250));
}

/** "4.3 MB" or "120 KB". */
export function sizeText(bytes) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A line of moves as a tree: children[0] continues the line, the other children are variations. */
function node(move, parent) {
  return {move, parent, children: []};
}

/** The moves from the start to n. */
function pathOf(n) {
  const out = [];
  for (; n && n.parent; n = n.parent) out.unshift(n.move);
  return out;
}

/** The tree as nested arrays [move, ...children], to undo a change. */
function save(n) {
  return [n.move, ...n.children.map(save)];
}

function restore(saved, parent) {
  const n = node(saved[0], parent);
  n.children = saved.slice(1).map((c) => restore(c, n));
  return n;
}

/** Hangs variations ({at, moves, variations}, as the API gives them) on the line of nodes. */
function hang(line, variations) {
  for (const v of variations || []) {
    const at = line[v.at];
    if (!at || !v.moves || !v.moves.length) continue;
    const nodes = grow(at.parent, v.moves);
    hang(nodes, v.variations);
  }
}

/** Adds moves under parent as a new child line; returns its nodes. */
function grow(parent, moves) {
  const nodes = [];
  let p = parent;
  for (const m of moves) {
    const n = node(m, p);
    p.children.push(n);
    nodes.push(n);
    p = n;
  }
  return nodes;
}

/** The line that starts at first as {moves, variations}, the shape the PDN export takes. */
export function describeLine(first) {
  const moves = [];
  const variations = [];
  for (let n = first, at = 0; n; n = n.children[0], at++) {
    moves.push(n.move);
    const siblings = n.parent.children;
    if (n === siblings[0]) {
      for (const v of siblings.slice(1)) variations.push({at, ...describeLine(v)});
    }
  }
  return {moves, variations};
}

export function analysisView(root, params) {
  let startFen = START_FEN;
  let tree = node(null, null);
  let at = tree; // the node whose position is shown
  let tags = {};
  let undoStack = [];
  let cur = null; // the /api/positions answer for the shown position
  let seq = 0;
  let engineOn = false;
  let editing = null; // {pieces, turn, tool} while the editor is open
  let imported = [];
  let labels = [];

  const board = new Board(document.createElement('div'), {onMove: play, onNotice: (t) => (notice.textContent = t)});
  board.numbers = localStorage.getItem('crownhead.numbers') !== 'off';
  // A game this browser plays in opens from its player's side, as the game screen shows it.
  const gameId = params.get('game');
  const held = gameId ? Object.keys((seats.get(gameId) || {}).seats || {}) : [];
  const flipKey = gameId ? `crownhead.flipped.${gameId}` : 'crownhead.flipped.analysis';
  const flipped = localStorage.getItem(flipKey);
  board.flipped = flipped === null ? held.length === 1 && held[0] === 'black' : flipped === 'true';
  const review = new ReviewPanel({onJump: (ply) => {
    let n = tree;
    for (let i = 0; i < ply && n.children.length; i++) n = n.children[0];
    go(n);
  }});
  const btn = (id, label, onclick, aria) => h('button', {'type': 'button', id, onclick, 'aria-label': aria || label}, label);
  const error = h('p', {'id': 'error', 'class': 'error', 'role': 'alert'});
  const notice = h('p', {'id': 'notice', 'class': 'notice', 'aria-live': 'polite'});
  const status = h('p', {'id': 'status', 'class': 'status', 'aria-live': 'polite'});
  const opening = h('p', {'id': 'opening', 'class': 'opening'});
  const explorer = explorerPanel((text) => play({text}));
  const movesEl = h('div', {'id': 'moves', 'class': 'moves', 'aria-label': 'Moves'});
  const fenInput = h('input', {'id': 'fen-input', 'aria-label': 'Position as FEN', 'spellcheck': 'false'});
  const fill = h('div', {'class': 'eval-fill', 'id': 'eval-fill'});
  const bar = h('div', {'class': 'eval-bar', 'id': 'eval-bar', 'role': 'meter', 'aria-label': 'Evaluation',
    'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': 50}, fill);
  const evalScore = h('span', {'id': 'eval-score'}, '–');
  const evalDepth = h('span', {'id': 'eval-depth'});
  const evalPv = h('p', {'id': 'eval-pv', 'class': 'pv'});
  const engineBtn = btn('engine-toggle', 'Engine: off', toggleEngine, 'Start or stop the engine');
  const enginePanel = h('div', {'class': 'engine', 'id': 'engine'}, h('div', {'class': 'buttons'}, engineBtn, evalScore, evalDepth), evalPv,
      h('p', {'id': 'egdb', 'class': 'egdb'}, 'Endgame database: not built'));
  const pdnText = h('textarea', {'id': 'pdn-text', 'rows': 5, 'aria-label': 'PDN to import', 'spellcheck': 'false',
    'placeholder': 'Paste PDN here, or choose a file'});
  const pdnFile = h('input', {'id': 'pdn-file', 'type': 'file', 'accept': '.pdn,.txt,text/plain', 'aria-label': 'PDN file to import'});
  const pdnGames = h('select', {'id': 'pdn-games', 'aria-label': 'Game to open', 'size': 8});
  const pdnSearch = h('input', {'id': 'pdn-search', 'type': 'search', 'aria-label': 'Search the games',
    'placeholder': 'Search by player, event, date or result', 'spellcheck': 'false'});
  const pdnCount = h('p', {'id': 'pdn-count', 'class': 'muted', 'aria-live': 'polite'});
  const pdnChooser = h('div', {'id': 'pdn-chooser', 'class': 'chooser', 'hidden': true}, pdnSearch, pdnCount, pdnGames);
  const pdnErrors = h('p', {'id': 'pdn-errors', 'class': 'error'});
  const pdnOut = h('textarea', {'id': 'pdn-out', 'rows': 5, 'readonly': true, 'aria-label': 'Exported PDN', 'hidden': true});
  const editor = h('div', {'id': 'editor', 'class': 'editor', 'hidden': true});
  const turnSelect = select({'id': 'editor-turn', 'aria-label': 'Side to move'}, [['black', 'Black to move'], ['white', 'White to move']], 'black');
  const tools = [['b', 'Black man'], ['B', 'Black king'], ['w', 'White man'], ['W', 'White king'], ['empty', 'Eraser']];
  const palette = h('div', {'class': 'palette', 'role': 'radiogroup', 'aria-label': 'Piece to place'},
      tools.map(([t, label]) => h('button', {'type': 'button', 'id': `palette-${t}`, 'data-palette': t, 'role': 'radio',
        'aria-label': label, 'title': label, 'onclick': () => pickTool(t)}, t === 'empty' ? '⌫' : swatch(t))));
  editor.append(h('p', {}, 'Pick a piece, then click squares (click again to remove).'), palette,
      h('div', {'class': 'buttons'}, turnSelect,
          btn('editor-clear', 'Clear board', () => editSet({})),
          btn('editor-start', 'Start position', () => editSet(parseFen(START_FEN).pieces))),
      h('div', {'class': 'buttons'}, btn('editor-done', 'Done', finishEdit, 'Use this position'),
          btn('editor-cancel', 'Cancel', () => closeEditor(), 'Leave the editor without changes')));

  function swatch(t) {
    const s = h('span', {'class': `chip ${t === 'b' || t === 'B' ? 'black' : 'white'}`}, t === t.toUpperCase() ? '♛' : '');
    return s;
  }

  root.append(h('section', {'class': 'analysis', 'id': 'analysis'},
      h('div', {'class': 'board-column'},
          h('div', {'class': 'board-row'}, bar, board.wrap),
          h('div', {'class': 'buttons nav'},
              btn('first', '«', () => go(tree), 'First position'), btn('back', '‹', back, 'Previous move'),
              btn('forward', '›', forward, 'Next move'), btn('last', '»', () => go(lineEnd(at)), 'Last position'),
              btn('flip', 'Flip', () => {
                board.flipped = !board.flipped;
                localStorage.setItem(flipKey, board.flipped);
                board.render();
              }, 'Flip the board'),
              btn('numbers', 'Numbers', () => {
                board.numbers = !board.numbers;
                localStorage.setItem('crownhead.numbers', board.numbers ? 'on' : 'off');
                board.render();
              }, 'Show or hide square numbers')), board.tools),
      h('div', {'class': 'side'},
          status, opening, notice, error,
          enginePanel,
          h('h2', {}, 'Moves'), movesEl,
          h('div', {'class': 'buttons'}, btn('promote', 'Promote variation', promote, 'Make this variation the main line there'),
              btn('delete-move', 'Delete from here', deleteHere, 'Delete this move and the moves after it'),
              btn('undo', 'Undo', undo, 'Undo the last change to the moves')),
          explorer.el,
          review.el,
          h('h2', {}, 'Position'),
          h('div', {'class': 'buttons fen'}, fenInput, btn('fen-set', 'Set', setFen, 'Set up the position from this FEN'),
              btn('fen-copy', 'Copy', () => copy(fenInput.value, fenInput), 'Copy the FEN')),
          h('div', {'class': 'buttons'}, btn('edit', 'Edit position', openEditor, 'Set up a position'),
              btn('new-game', 'Start position', () => load(START_FEN, [], {}, false), 'Back to the start position')),
          editor,
          h('h2', {}, 'PDN'),
          pdnText,
          h('div', {'class': 'buttons'}, pdnFile, btn('pdn-import', 'Import', () => importPdn(pdnText.value), 'Import the PDN')),
          pdnChooser,
          pdnErrors,
          h('div', {'class': 'buttons'}, btn('pdn-export', 'Export PDN', exportPdn, 'Export these moves as a PDN file')),
          pdnOut)));

  const keys = (e) => {
    if (editing || /INPUT|TEXTAREA|SELECT/.test(e.target.tagName)) return;
    if ((e.ctrlKey || e.metaKey) && e.key === 'z') {
      e.preventDefault();
      undo();
    } else if (e.ctrlKey || e.metaKey || e.altKey) return;
    else if (e.key === 'ArrowLeft') back();
    else if (e.key === 'ArrowRight') forward();
    else if (e.key === 'Home') go(tree);
    else if (e.key === 'End') go(lineEnd(at));
  };
  document.addEventListener('keydown', keys);

  const shown = new Map(); // the move list's buttons → their nodes
  movesEl.addEventListener('click', (e) => {
    const m = e.target.closest('.move');
    if (m && shown.has(m)) go(shown.get(m));
  });
  fenInput.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') setFen();
  });

  pdnFile.addEventListener('change', async () => {
    const f = pdnFile.files[0];
    if (!f) return;
    if (f.size > PDN_LIMIT) {
      showImported([]);
      error.textContent = '';
      pdnErrors.textContent = `${f.name} is ${sizeText(f.size)}; the board reads PDN files of up to ${sizeText(PDN_LIMIT)}. `
        + 'Split it into smaller files (each game starts at its [Event] tag) and import them one at a time.';
      return;
    }
    const text = await f.text();
    // A big file stays out of the text box, where it would make typing slow.
    pdnText.value = text.length <= 100000 ? text : '';
    pdnText.placeholder = text.length <= 100000 ? pdnText.placeholder : `${f.name} (${sizeText(f.size)}) is read from the file`;
    importPdn(text, f.name);
  });
  pdnGames.addEventListener('change', () => openImported(+pdnGames.value));
  pdnGames.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') openImported(+pdnGames.value);
  });
  pdnSearch.addEventListener('input', () => listImported());

  const socket = liveSocket('/ws/analysis', {
    onMessage: (m) => {
      if (!cur || (m.fen && m.fen !== cur.fen)) return;
      if (m.type === 'refused') {
        evalScore.textContent = 'No engine';
        evalDepth.textContent = capital(m.error); // a live game between two people
      } else if (m.type === 'info') showInfo(m);
      else if (m.type === 'done' && m.bestMove) evalDepth.textContent += ` · best ${m.bestMove}`;
    },
    onOpen: () => {
      if (error.textContent.startsWith('Cannot reach')) go(at); // the server is back: show the position again
      else analyse();
    },
    onState: (up) => {
      if (!up && engineOn) evalDepth.textContent = 'engine connection lost: reconnecting…';
    },
  });

  function showInfo(m) {
    evalScore.textContent = `${m.score} for ${capital(cur.turn)}`;
    evalDepth.textContent = `depth ${m.depth}${m.nodes ? ` · ${Number(m.nodes).toLocaleString()} nodes` : ''}`;
    evalPv.textContent = m.pv || '';
    const share = barShare(m.scorePoints, cur.turn);
    fill.style.height = `${(share * 100).toFixed(1)}%`;
    bar.setAttribute('aria-valuenow', Math.round(share * 100));
    bar.setAttribute('aria-valuetext', `${m.score} for ${cur.turn}`);
  }

  function analyse() {
    if (!engineOn || !cur || editing) return;
    evalScore.textContent = '…';
    evalDepth.textContent = '';
    evalPv.textContent = '';
    if (cur.over) {
      evalScore.textContent = cur.winner ? `${capital(cur.winner)} has won` : 'Game over';
      socket.send({type: 'stop'});
      return;
    }
    socket.send({type: 'analyse', fen: cur.fen});
  }

  function toggleEngine() {
    engineOn = !engineOn;
    engineBtn.textContent = engineOn ? 'Engine: on' : 'Engine: off';
    engineBtn.setAttribute('aria-pressed', engineOn);
    if (engineOn) analyse();
    else {
      socket.send({type: 'stop'});
      evalScore.textContent = '–';
      evalDepth.textContent = '';
      evalPv.textContent = '';
      fill.style.height = '50%';
    }
  }

  /** The endgame databases' verdict on the shown position, in words. */
  function endgameText(r) {
    const e = r.endgame;
    if (e && e.refused) return `Endgame database: ${e.refused}`;
    if (!e || !e.pieces) return 'Endgame database: not built (crownhead egdb build)';
    if (!e.verdict) return `Endgame database: holds positions of up to ${e.pieces} pieces`;
    const side = capital(r.turn);
    if (e.verdict === 'draw') return 'Endgame database: a draw with best play';
    const plies = e.plies == null ? '' : ` in ${e.plies} ${e.plies === 1 ? 'ply' : 'plies'}`;
    return `Endgame database: ${side} to move ${e.verdict === 'win' ? 'wins' : 'loses'}${plies}`;
  }

  /** True when n lies on the main line (every step the first child). */
  function isMainLine(n) {
    for (; n.parent; n = n.parent) if (n.parent.children[0] !== n) return false;
    return true;
  }

  /** The last node of the line through n (following the first child). */
  function lineEnd(n) {
    while (n.children.length) n = n.children[0];
    return n;
  }
  function back() {
    if (at.parent) go(at.parent);
  }
  function forward() {
    if (at.children.length) go(at.children[0]);
  }

  /** Shows the position at node n. */
  async function go(n) {
    const mine = ++seq;
    error.textContent = '';
    const path = pathOf(n);
    try {
      const position = (moves) => api('POST', '/api/positions', {fen: startFen, moves});
      const [r, before] = await Promise.all([position(path), path.length ? position(path.slice(0, -1)) : null]);
      if (mine !== seq) return;
      if (Array.isArray(r.moves) && r.moves.length === path.length) {
        let k = n;
        for (let i = path.length - 1; i >= 0; i--, k = k.parent) k.move = r.moves[i];
      }
      cur = r;
      cur.lastMove = before ? (before.legalMoves || []).find((m) => m.text === n.move) || null : null;
      at = n;
      render();
      analyse();
    } catch (e) {
      if (mine === seq) {
        error.textContent = e.message;
        render();
      }
    }
  }

  /** Keeps the moves as they are now, for Undo. */
  function remember() {
    undoStack.push({startFen, tags, saved: save(tree), path: indexPath(at)});
    if (undoStack.length > 100) undoStack.shift();
    stale();
  }
  function indexPath(n) {
    const out = [];
    for (; n.parent; n = n.parent) out.unshift(n.parent.children.indexOf(n));
    return out;
  }
  function undo() {
    const last = undoStack.pop();
    if (!last) return;
    startFen = last.startFen;
    tags = last.tags;
    tree = restore(last.saved, null);
    let n = tree;
    for (const i of last.path) n = n.children[i] || n;
    stale();
    go(n);
  }
  /** An exported PDN no longer says what the board holds once the moves change. */
  function stale() {
    pdnOut.value = '';
    show(pdnOut, false);
  }

  /** Replaces the moves: a start position, its main line and variations, the tags to export. */
  function load(fen, list, newTags, toEnd, variations) {
    closeEditor();
    if (tree.children.length) remember();
    stale();
    startFen = fen || START_FEN;
    tree = node(null, null);
    hang(grow(tree, list), variations);
    tags = newTags || {};
    return go(toEnd ? lineEnd(tree) : tree);
  }

  /** A move on the board: the next move of the line, another known one, or a new variation. */
  function play(move) {
    let next = at.children.find((c) => c.move === move.text);
    if (!next) {
      remember();
      next = node(move.text, at);
      at.children.push(next);
    }
    go(next);
  }

  /** Moves the variation holding the shown move one place up, the first place being the main line. */
  function promote() {
    let n = at;
    while (n.parent && n.parent.children[0] === n) n = n.parent;
    if (!n.parent) return;
    remember();
    const siblings = n.parent.children;
    const i = siblings.indexOf(n);
    [siblings[i - 1], siblings[i]] = [siblings[i], siblings[i - 1]];
    render();
  }

  function deleteHere() {
    if (!at.parent) return;
    remember();
    const p = at.parent;
    p.children.splice(p.children.indexOf(at), 1);
    go(p);
  }

  function render() {
    if (editing) {
      board.set({pieces: editing.pieces, legal: [], lastMove: null, fen: null});
      return;
    }
    if (!cur) return;
    const ply = pathOf(at).length;
    const last = ply > 0 && cur.lastMove ? cur.lastMove : null;
    const mainLine = pathOf(lineEnd(tree));
    const onMain = isMainLine(at);
    review.update(startFen, mainLine, onMain ? ply : -1);
    board.set({fen: cur.fen + '/' + ply, pieces: parseFen(cur.fen).pieces, legal: cur.legalMoves || [],
      turn: cur.turn, mustCapture: cur.mustCapture, lastMove: last, arrow: onMain ? review.arrowAt(ply) : null});
    board.el.setAttribute('data-ply', ply);
    board.el.setAttribute('data-line', pathOf(at).join(' '));
    fenInput.value = cur.fen;
    let s = cur.over ? (cur.winner ? `${capital(cur.winner)} wins: ${capital(cur.turn)} has no legal move` : 'Game over')
      : `${capital(cur.turn)} to move`;
    const plies = pathOf(lineEnd(at)).length;
    if (plies) {
      // Counted in moves, as the list numbers them: a move is Black's and White's ply.
      const total = moveNumber(plies);
      s += ply ? ` · after ${moveLabel(ply)} ${at.move} (move ${moveNumber(ply)} of ${total})` : ` · start (${total} moves)`;
    }
    status.textContent = s;
    opening.textContent = cur.opening ? `Opening: ${cur.opening.label}` : '';
    explorer.update(cur.fen);
    root.querySelector('#egdb').textContent = endgameText(cur);
    notice.textContent = !cur.over && cur.mustCapture ? 'You must capture' : '';
    shown.clear();
    movesEl.replaceChildren(...lineElements(tree.children[0], 1, true));
    if (!tree.children.length) movesEl.append(h('span', {'class': 'empty'}, 'Make a move on the board, or import a game.'));
    const c = movesEl.querySelector('.current');
    if (c) c.scrollIntoView({block: 'nearest'});
    root.querySelector('#first').disabled = root.querySelector('#back').disabled = !at.parent;
    root.querySelector('#forward').disabled = root.querySelector('#last').disabled = !at.children.length;
    let v = at;
    while (v.parent && v.parent.children[0] === v) v = v.parent;
    root.querySelector('#promote').disabled = !v.parent;
    root.querySelector('#delete-move').disabled = !at.parent;
    root.querySelector('#undo').disabled = !undoStack.length;
  }

  /** The number of the move that holds the ply (counted from 1 at the start position). */
  function moveNumber(ply) {
    const white = parseFen(startFen).turn === 'white' ? 1 : 0;
    return Math.floor((ply - 1 + white) / 2) + 1;
  }
  /** "3." before Black's ply, "3..." before White's. */
  function moveLabel(ply) {
    const white = parseFen(startFen).turn === 'white' ? 1 : 0;
    return moveNumber(ply) + ((ply - 1 + white) % 2 ? '...' : '.');
  }

  /**
   * The move list of the line from first (at ply): each move a button kept whole with its number,
   * variations after the move they replace, in brackets and indented.
   */
  function lineElements(first, ply, main) {
    const out = [];
    let numbered = true; // the next move needs its number even if it is White's
    for (let n = first, p = ply; n; n = n.children[0], p++) {
      const label = moveLabel(p);
      const blacks = !label.endsWith('...');
      const judged = main ? review.markOf(p) : null;
      const b = h('button', {'type': 'button', 'class': 'move' + (n === at ? ' current' : '') + (judged ? ` review-${judged.cls}` : ''),
        'data-ply': p, 'data-class': judged ? judged.cls : null,
        'aria-label': `Go to ${label} ${n.move}${judged && judged.cls !== 'forced' ? `, ${judged.cls}` : ''}`}, n.move,
        judged && judged.mark ? h('span', {'class': 'mark'}, judged.mark) : null);
      shown.set(b, n);
      out.push(h('span', {'class': 'pair'}, blacks || numbered ? [h('span', {'class': 'num'}, label), ' '] : null, b), ' ');
      numbered = false;
      const siblings = n.parent.children;
      if (n === siblings[0] && siblings.length > 1) {
        for (const v of siblings.slice(1)) {
          out.push(h('span', {'class': 'variation', 'data-depth': main ? 1 : 2}, '( ', ...lineElements(v, p, false), ')'), ' ');
        }
        numbered = true;
      }
    }
    return out;
  }

  async function setFen() {
    error.textContent = '';
    try {
      const fen = fenInput.value.trim();
      parseFen(fen);
      await load(fen, [], {}, false);
    } catch (e) {
      error.textContent = e.message;
    }
  }

  function openEditor() {
    const pieces = cur ? parseFen(cur.fen).pieces : {};
    editing = {pieces: {...pieces}, tool: 'b'};
    turnSelect.value = cur ? cur.turn : 'black';
    board.onSquare = (s) => {
      const t = editing.tool;
      if (t === 'empty' || editing.pieces[s] === t) delete editing.pieces[s];
      else editing.pieces[s] = t;
      render();
      fenInput.value = formatFen(turnSelect.value, editing.pieces);
    };
    pickTool('b');
    show(editor, true);
    // The engine's figures are for the position being replaced: put them away until Done.
    socket.send({type: 'stop'});
    show(enginePanel, false);
    root.querySelector('#edit').disabled = true;
    render();
  }

  function pickTool(t) {
    if (!editing) return;
    editing.tool = t;
    for (const b of palette.children) b.setAttribute('aria-checked', b.getAttribute('data-palette') === t);
  }

  function editSet(pieces) {
    if (!editing) return;
    editing.pieces = {...pieces};
    render();
    fenInput.value = formatFen(turnSelect.value, editing.pieces);
  }

  async function finishEdit() {
    const fen = formatFen(turnSelect.value, editing.pieces);
    error.textContent = '';
    try {
      await api('POST', '/api/positions', {fen});
      await load(fen, [], {}, false);
    } catch (e) {
      error.textContent = e.message;
    }
  }

  function closeEditor() {
    if (!editing) return;
    editing = null;
    board.onSquare = null;
    show(editor, false);
    show(enginePanel, true);
    root.querySelector('#edit').disabled = false;
    render();
    analyse();
  }

  async function importPdn(text, name) {
    pdnErrors.textContent = '';
    error.textContent = '';
    if (!text.trim()) {
      error.textContent = 'Paste some PDN or choose a file first.';
      return;
    }
    if (text.length > PDN_LIMIT) {
      pdnErrors.textContent = `That PDN is ${sizeText(text.length)}; the board reads up to ${sizeText(PDN_LIMIT)} at once. `
        + 'Split it into smaller files and import them one at a time.';
      return;
    }
    showImported([]);
    pdnCount.textContent = `Reading ${name || 'the PDN'}…`;
    show(pdnChooser, true);
    show(pdnGames, false);
    const started = performance.now();
    try {
      const r = await api('POST', '/api/pdn/import', text);
      const seconds = (performance.now() - started) / 1000;
      showImported(r.games || [], seconds);
      if (imported.length) openImported(0);
      else error.textContent = 'No game found in that PDN.';
    } catch (e) {
      showImported([]);
      error.textContent = e.status === 413
        ? `That PDN is too big for the server (${e.message}). Split it into smaller files and import them one at a time.`
        : e.message;
    }
  }

  /** Fills the game chooser; it shows when there is more than one game. */
  function showImported(games, seconds) {
    imported = games;
    labels = games.map((g, i) => {
      const t = g.tags || {};
      const moves = Math.ceil(g.moves.length / 2);
      const known = (v) => (v && !/^[?.\s-]*$/.test(v) ? v : null);
      const names = known(t.Black) || known(t.White) ? `${t.Black || '?'} – ${t.White || '?'}` : null;
      const what = [names, known(t.Event), known(t.Date)].filter(Boolean).join(', ') || 'Game';
      return `${i + 1}. ${what} (${g.result || '*'}, ${moves} move${moves === 1 ? '' : 's'})`;
    });
    pdnSearch.value = '';
    pdnChooser.setAttribute('data-seconds', seconds ? seconds.toFixed(2) : '');
    listImported(seconds);
    show(pdnChooser, games.length > 1);
    show(pdnGames, games.length > 1);
  }

  /** The games whose label holds every word of the search. */
  function listImported(seconds) {
    const words = pdnSearch.value.toLowerCase().split(/\s+/).filter(Boolean);
    const options = [];
    labels.forEach((label, i) => {
      const l = label.toLowerCase();
      if (words.every((w) => l.includes(w))) options.push(h('option', {value: i}, label));
    });
    pdnGames.replaceChildren(...options);
    const total = imported.length.toLocaleString('en');
    const took = seconds ? ` · read in ${seconds.toFixed(1)} s` : '';
    pdnCount.textContent = words.length ? `${options.length.toLocaleString('en')} of ${total} games match` : `${total} games${took}`;
  }

  function openImported(i) {
    const g = imported[i];
    if (!g) return;
    pdnGames.value = String(i);
    const errs = g.errors || [];
    pdnErrors.textContent = errs.length ? `${errs.length} problem${errs.length > 1 ? 's' : ''}: ${errs.slice(0, 3).join('; ')}` : '';
    const t = {...(g.tags || {})};
    if (g.result && !t.Result) t.Result = g.result;
    load(g.startFen, g.moves, t, false, g.variations);
  }

  async function exportPdn() {
    error.textContent = '';
    const body = {...describeLine(tree.children[0]), tags};
    if (startFen !== START_FEN) body.startFen = startFen;
    try {
      const text = await api('POST', '/api/pdn/export', body, null, true);
      pdnOut.value = text;
      show(pdnOut, true);
      download('crownhead-analysis.pdn', text);
    } catch (e) {
      error.textContent = e.message;
    }
  }

  if (params.get('game')) {
    api('GET', `/api/games/${encodeURIComponent(params.get('game'))}`).then(
        (g) => load(g.startFen, g.moves, {Black: g.players.black.name, White: g.players.white.name,
          ...(g.result ? {Result: g.result} : {})}, !params.get('review')).then(() => {
          if (params.get('review')) review.start();
        }),
        (e) => {
          error.textContent = e.message;
          load(START_FEN, [], {}, false);
        });
  } else {
    load(params.get('fen') || START_FEN, [], {}, false);
  }

  return () => {
    review.close();
    socket.send({type: 'stop'});
    socket.close();
    document.removeEventListener('keydown', keys);
  };
}
