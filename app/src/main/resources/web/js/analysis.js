// The analysis board: any position, moves from it, a game to step through, PDN in and out, and
// the engine's live evaluation.

import {api, liveSocket, seats} from './api.js';
import {Board, parseFen, formatFen, START_FEN} from './board.js';
import {h, select, show, capital, copy, download, numberedMoves} from './dom.js';

/** Black's share of the evaluation bar (0–1) for a score in points for the side to move. */
export function barShare(points, turn) {
  const forBlack = turn === 'black' ? points : -points;
  return 1 / (1 + Math.exp(-forBlack / 250));
}

export function analysisView(root, params) {
  let startFen = START_FEN;
  let moves = [];
  let tags = {};
  let ply = 0;
  let cur = null; // the /api/positions answer for the shown position
  let seq = 0;
  let engineOn = false;
  let editing = null; // {pieces, turn, tool} while the editor is open
  let imported = [];

  const board = new Board(document.createElement('div'), {onMove: play, onNotice: (t) => (notice.textContent = t)});
  board.numbers = localStorage.getItem('crownhead.numbers') !== 'off';
  // A game this browser plays in opens from its player's side, as the game screen shows it.
  const gameId = params.get('game');
  const held = gameId ? Object.keys((seats.get(gameId) || {}).seats || {}) : [];
  const flipKey = gameId ? `crownhead.flipped.${gameId}` : 'crownhead.flipped.analysis';
  const flipped = localStorage.getItem(flipKey);
  board.flipped = flipped === null ? held.length === 1 && held[0] === 'black' : flipped === 'true';
  const btn = (id, label, onclick, aria) => h('button', {'type': 'button', id, onclick, 'aria-label': aria || label}, label);
  const error = h('p', {'id': 'error', 'class': 'error', 'role': 'alert'});
  const notice = h('p', {'id': 'notice', 'class': 'notice', 'aria-live': 'polite'});
  const status = h('p', {'id': 'status', 'class': 'status', 'aria-live': 'polite'});
  const movesEl = h('div', {'id': 'moves', 'class': 'moves', 'aria-label': 'Moves'});
  const fenInput = h('input', {'id': 'fen-input', 'aria-label': 'Position as FEN', 'spellcheck': 'false'});
  const fill = h('div', {'class': 'eval-fill', 'id': 'eval-fill'});
  const bar = h('div', {'class': 'eval-bar', 'id': 'eval-bar', 'role': 'meter', 'aria-label': 'Evaluation',
    'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': 50}, fill);
  const evalScore = h('span', {'id': 'eval-score'}, '–');
  const evalDepth = h('span', {'id': 'eval-depth'});
  const evalPv = h('p', {'id': 'eval-pv', 'class': 'pv'});
  const engineBtn = btn('engine-toggle', 'Engine: off', toggleEngine, 'Start or stop the engine');
  const pdnText = h('textarea', {'id': 'pdn-text', 'rows': 5, 'aria-label': 'PDN to import', 'spellcheck': 'false',
    'placeholder': 'Paste PDN here, or choose a file'});
  const pdnFile = h('input', {'id': 'pdn-file', 'type': 'file', 'accept': '.pdn,.txt,text/plain', 'aria-label': 'PDN file to import'});
  const pdnGames = h('select', {'id': 'pdn-games', 'aria-label': 'Game to open', 'hidden': true});
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
              btn('first', '«', () => go(0), 'First position'), btn('back', '‹', () => go(ply - 1), 'Previous move'),
              btn('forward', '›', () => go(ply + 1), 'Next move'), btn('last', '»', () => go(moves.length), 'Last position'),
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
          status, notice, error,
          h('div', {'class': 'engine'}, h('div', {'class': 'buttons'}, engineBtn, evalScore, evalDepth), evalPv,
              h('p', {'id': 'egdb', 'class': 'egdb'}, 'Endgame database: not built')),
          h('h2', {}, 'Moves'), movesEl,
          h('h2', {}, 'Position'),
          h('div', {'class': 'buttons fen'}, fenInput, btn('fen-set', 'Set', setFen, 'Set up the position from this FEN'),
              btn('fen-copy', 'Copy', () => copy(fenInput.value, fenInput), 'Copy the FEN')),
          h('div', {'class': 'buttons'}, btn('edit', 'Edit position', openEditor, 'Set up a position'),
              btn('new-game', 'Start position', () => load(START_FEN, [], {}, 0), 'Back to the start position')),
          editor,
          h('h2', {}, 'PDN'),
          pdnText,
          h('div', {'class': 'buttons'}, pdnFile, btn('pdn-import', 'Import', importPdn, 'Import the PDN'), pdnGames),
          pdnErrors,
          h('div', {'class': 'buttons'}, btn('pdn-export', 'Export PDN', exportPdn, 'Export these moves as a PDN file')),
          pdnOut)));

  const keys = (e) => {
    if (editing || /INPUT|TEXTAREA|SELECT/.test(e.target.tagName)) return;
    if (e.key === 'ArrowLeft') go(ply - 1);
    else if (e.key === 'ArrowRight') go(ply + 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(moves.length);
  };
  document.addEventListener('keydown', keys);

  movesEl.addEventListener('click', (e) => {
    const m = e.target.closest('[data-ply]');
    if (m) go(+m.getAttribute('data-ply'));
  });

  pdnFile.addEventListener('change', async () => {
    const f = pdnFile.files[0];
    if (!f) return;
    pdnText.value = await f.text();
    importPdn();
  });
  pdnGames.addEventListener('change', () => openImported(+pdnGames.value));

  const socket = liveSocket('/ws/analysis', {
    onMessage: (m) => {
      if (!cur || (m.fen && m.fen !== cur.fen)) return;
      if (m.type === 'info') showInfo(m);
      else if (m.type === 'done' && m.bestMove) evalDepth.textContent += ` · best ${m.bestMove}`;
    },
    onOpen: () => analyse(),
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
    if (!engineOn || !cur) return;
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
    if (!e || !e.pieces) return 'Endgame database: not built (crownhead egdb build)';
    if (!e.verdict) return `Endgame database: holds positions of up to ${e.pieces} pieces`;
    const side = capital(r.turn);
    if (e.verdict === 'draw') return 'Endgame database: a draw with best play';
    const plies = e.plies == null ? '' : ` in ${e.plies} ${e.plies === 1 ? 'ply' : 'plies'}`;
    return `Endgame database: ${side} to move ${e.verdict === 'win' ? 'wins' : 'loses'}${plies}`;
  }

  /** Shows the position after n moves of the current line. */
  async function go(n) {
    n = Math.max(0, Math.min(moves.length, n));
    const mine = ++seq;
    error.textContent = '';
    try {
      const at = (k) => api('POST', '/api/positions', {fen: startFen, moves: moves.slice(0, k)});
      const [r, before] = await Promise.all([at(n), n > 0 ? at(n - 1) : null]);
      if (mine !== seq) return;
      if (Array.isArray(r.moves) && r.moves.length === n) moves = r.moves.concat(moves.slice(n));
      cur = r;
      cur.lastMove = before ? (before.legalMoves || []).find((m) => m.text === moves[n - 1]) || null : null;
      ply = n;
      render();
      analyse();
    } catch (e) {
      if (mine === seq) {
        error.textContent = e.message;
        render();
      }
    }
  }

  /** Replaces the line: a start position, its moves, the tags to export with it. */
  function load(fen, list, newTags, at) {
    closeEditor();
    startFen = fen || START_FEN;
    moves = list.slice();
    tags = newTags || {};
    return go(at);
  }

  function play(move) {
    if (moves[ply] !== move.text) moves = moves.slice(0, ply).concat(move.text);
    go(ply + 1);
  }

  function render() {
    if (editing) {
      board.set({pieces: editing.pieces, legal: [], lastMove: null, fen: null});
      return;
    }
    if (!cur) return;
    const last = ply > 0 && cur.lastMove ? cur.lastMove : null;
    board.set({fen: cur.fen + '/' + ply, pieces: parseFen(cur.fen).pieces, legal: cur.legalMoves || [],
      turn: cur.turn, mustCapture: cur.mustCapture, lastMove: last});
    board.el.setAttribute('data-ply', ply);
    fenInput.value = cur.fen;
    let s = cur.over ? (cur.winner ? `${capital(cur.winner)} wins: ${capital(cur.turn)} has no legal move` : 'Game over')
      : `${capital(cur.turn)} to move`;
    if (moves.length) s += ` · move ${ply} of ${moves.length}`;
    status.textContent = s;
    root.querySelector('#egdb').textContent = endgameText(cur);
    notice.textContent = !cur.over && cur.mustCapture ? 'You must capture' : '';
    const start = parseFen(startFen).turn;
    movesEl.replaceChildren(...numberedMoves(moves, start).flatMap((m, i) => [i ? ' ' : '', (m.text
        ? h('button', {'type': 'button', 'class': 'move' + (m.ply === ply ? ' current' : ''), 'data-ply': m.ply,
          'aria-label': `Go to move ${m.ply}: ${m.text}`}, m.text)
        : h('span', {'class': 'num'}, m.num))]));
    if (!moves.length) movesEl.append(h('span', {'class': 'empty'}, 'Make a move on the board, or import a game.'));
    const c = movesEl.querySelector('.current');
    if (c) c.scrollIntoView({block: 'nearest'});
    root.querySelector('#first').disabled = root.querySelector('#back').disabled = ply === 0;
    root.querySelector('#forward').disabled = root.querySelector('#last').disabled = ply >= moves.length;
  }

  async function setFen() {
    error.textContent = '';
    try {
      const fen = fenInput.value.trim();
      parseFen(fen);
      await load(fen, [], {}, 0);
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
      await load(fen, [], {}, 0);
    } catch (e) {
      error.textContent = e.message;
    }
  }

  function closeEditor() {
    if (!editing) return;
    editing = null;
    board.onSquare = null;
    show(editor, false);
    root.querySelector('#edit').disabled = false;
    render();
  }

  async function importPdn() {
    pdnErrors.textContent = '';
    error.textContent = '';
    const text = pdnText.value;
    if (!text.trim()) {
      error.textContent = 'Paste some PDN or choose a file first.';
      return;
    }
    try {
      const r = await api('POST', '/api/pdn/import', text);
      imported = r.games || [];
      pdnGames.replaceChildren(...imported.map((g, i) => {
        const t = g.tags || {};
        const label = `${i + 1}. ${t.Black || '?'} – ${t.White || '?'}${t.Event ? `, ${t.Event}` : ''} (${g.result || '*'}, ${g.moves.length} plies)`;
        return h('option', {value: i}, label);
      }));
      show(pdnGames, imported.length > 1);
      if (imported.length) openImported(0);
      else error.textContent = 'No game found in that PDN.';
    } catch (e) {
      error.textContent = e.message;
    }
  }

  function openImported(i) {
    const g = imported[i];
    if (!g) return;
    pdnGames.value = String(i);
    const errs = g.errors || [];
    pdnErrors.textContent = errs.length ? `${errs.length} problem${errs.length > 1 ? 's' : ''}: ${errs.slice(0, 3).join('; ')}` : '';
    const t = {...(g.tags || {})};
    if (g.result && !t.Result) t.Result = g.result;
    load(g.startFen, g.moves, t, 0);
  }

  async function exportPdn() {
    error.textContent = '';
    const body = {moves, tags};
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
          ...(g.result ? {Result: g.result} : {})}, g.moves.length),
        (e) => {
          error.textContent = e.message;
          load(START_FEN, [], {}, 0);
        });
  } else {
    load(params.get('fen') || START_FEN, [], {}, 0);
  }

  return () => {
    socket.send({type: 'stop'});
    socket.close();
    document.removeEventListener('keydown', keys);
  };
}
