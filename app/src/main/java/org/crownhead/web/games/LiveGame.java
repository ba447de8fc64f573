package org.crownhead.web.games;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.NotationException;
import org.crownhead.core.Position;
import org.crownhead.engine.Level;
import org.crownhead.engine.SearchResult;
import org.crownhead.web.store.GameRecord;
import org.crownhead.web.store.MoveRecord;
import org.crownhead.web.store.StoredGame;

/**
 * A game being played on the server: its rules state (a {@link Game}), its players and seats, its
 * clock, and the engine's turn. Every change is made under the game's lock on a copy, stored, and
 * only then kept and pushed to the game's listeners — so two concurrent moves never both land, and
 * a change the store refused leaves the game as it was.
 *
 * <p>The clock rule: no clock runs until both sides have made their first move; from then on the
 * side to move's clock runs. In a game with a clock, a side that has not made its first move within
 * the grace period (shown as a countdown) gets the game aborted: neither a win nor a loss, and not
 * listed among the results. Either player may abort before both have moved.
 *
 * <p>It coordinates; beside it, in this package: its players and seat tokens ({@code Seats}), the
 * offers between them ({@code Offers}), its clock ({@code GameClock}) and timers ({@code
 * GameTimers}), the engine's turn ({@code EngineTurn}) and what it asks of the engine besides its
 * moves ({@code EngineAdvice}), and its row, view and PDN ({@code GameRecorder}).
 */
public final class LiveGame {
  private final GameServices services;
  private final ReentrantLock lock = new ReentrantLock();
  private final List<Consumer<GameView>> listeners = new CopyOnWriteArrayList<>();

  private final String id;
  private final String mode;
  private final Seats seats;
  private final Colour engineColour;
  private final Offers offers;
  private final GameRecorder recorder;

  private Game game;
  private GameClock clock;
  private final List<MoveRecord> history;
  private String updatedAt;
  private long generation;
  private final EngineTurn engineTurn;
  private final GameTimers timers;
  private boolean aborted;
  private boolean resumed;

  private LiveGame(GameServices services, StoredGame stored) {
    GameRecord row = stored.game();
    this.services = services;
    this.id = row.id();
    this.mode = row.mode();
    this.updatedAt = row.updatedAt();
    this.seats = new Seats(row);
    this.engineColour = seats.engine();
    this.offers = new Offers(row.rematchOffer(), row.rematchId());
    Level level = row.level() == null ? null : Level.parse(row.level());
    this.recorder = new GameRecorder(row, level, seats, offers);
    this.engineTurn = new EngineTurn(services, level);
    this.timers = new GameTimers(services.scheduler(), services.grace());
    this.history = new ArrayList<>(stored.moves());
    this.aborted = "aborted".equals(row.status());
    this.game = GameRecorder.replay(row, stored.moves());
    if (row.clockInitialMs() != null) {
      // Stopped until resume(): the server charges no time before it listens.
      clock =
          new GameClock(row.clockInitialMs(), row.clockIncrementMs(), row.blackMs(), row.whiteMs());
    }
  }

  /**
   * The live game of a stored one: its moves replayed, its result and draw offer restored, its
   * clock stopped at the times stored with the last move. Call {@link #resume} (once the server
   * listens) to start its clock, timers and the engine.
   */
  static LiveGame restore(GameServices services, StoredGame stored) {
    return new LiveGame(services, stored);
  }

  /** The game's id. */
  public String id() {
    return id;
  }

  /** The game as the browser sees it now. */
  public GameView view() {
    return locked(this::viewNow);
  }

  /**
   * Adds a listener that gets the view at once and again after every change, until the returned
   * action removes it. Listeners are called under the game's lock: they must not block.
   */
  public Runnable subscribe(Consumer<GameView> listener) {
    whileLocked(
        () -> {
          listeners.add(listener);
          listener.accept(viewNow());
        });
    return () -> listeners.remove(listener);
  }

  /**
   * The colour whose seat the token opens.
   *
   * @throws GameException 403 if it opens none
   */
  public Colour seatOf(String token) {
    return seats.of(token);
  }

  /**
   * Plays a move for the token's seat (in a local game, for the side to move).
   *
   * @param ply the number of moves the client saw, or null not to check
   */
  public GameView move(String token, String text, Integer ply) {
    return locked(
        () -> {
          Colour seat = seatOf(token);
          requirePlaying();
          Colour mover = "local".equals(mode) ? game.turn() : seat;
          if (mover != game.turn()) {
            throw new GameException(
                GameException.CONFLICT,
                "it is not your turn: " + game.turn().displayName() + " is to move");
          }
          if (ply != null && ply != game.moves().size()) {
            throw new GameException(
                GameException.CONFLICT,
                "stale: the game has "
                    + game.moves().size()
                    + " moves, not "
                    + ply
                    + "; reload the game");
          }
          Move move;
          try {
            move = MoveText.parse(game.position(), text);
          } catch (NotationException e) {
            throw new GameException(GameException.UNPROCESSABLE, e.getMessage());
          }
          play(move, mover);
          return viewNow();
        });
  }

  /**
   * Takes back moves: against the engine, your last move and its reply (or only your move while it
   * thinks); in a local game one ply. Not offered in online games.
   */
  public GameView takeBack(String token) {
    return locked(
        () -> {
          seatOf(token);
          refuseOnline(GameException.UNPROCESSABLE, "takebacks are not offered in online games");
          requireNotOver();
          int plies = engineColour != null && game.turn() != engineColour ? 2 : 1;
          int played = game.moves().size();
          if (played < plies || (engineColour != null && played == 0)) {
            throw new GameException(GameException.UNPROCESSABLE, "there is no move to take back");
          }
          engineTurn.stop();
          Game next = game.copy();
          for (int i = 0; i < plies; i++) {
            next.takeBack();
          }
          int kept = next.moves().size();
          long now = System.nanoTime();
          GameClock nextClock =
              clock == null
                  ? null
                  : clock.afterTakeBack(next, kept == 0 ? null : history.get(kept - 1), now);
          timers.restartGrace(now);
          commit(next, nextClock, null, kept);
          return viewNow();
        });
  }

  /** The token's side resigns (against the engine, the person's side). */
  public GameView resign(String token) {
    return locked(
        () -> {
          Colour seat = seatOf(token);
          requireNotOver();
          Game next = game.copy();
          next.resign(seat);
          commit(next, stopped(clock), null, null);
          return viewNow();
        });
  }

  /**
   * A draw action: {@code offer}, {@code accept} or {@code decline}. Against the engine an offer is
   * answered at once, and accepted only when the position is really drawn: the endgame database
   * says so, or a search of two seconds scores a draw at each of its last six depths (neither side
   * can make progress). An equal score alone is not enough.
   */
  public DrawAnswer draw(String token, String action) {
    if (action == null) {
      throw new GameException(
          GameException.BAD_REQUEST, "the draw action must be offer, accept or decline");
    }
    if (engineColour != null) {
      return drawWithEngine(token, action);
    }
    return locked(
        () -> {
          Colour seat = seatOf(token);
          requirePlaying();
          Game next = game.copy();
          if (offers.draw(next, seat, action)) {
            commit(next, next.isOver() ? stopped(clock) : clock, null, null);
          }
          return new DrawAnswer(viewNow(), null);
        });
  }

  private DrawAnswer drawWithEngine(String token, String action) {
    Game snapshot;
    long seen;
    Colour human;
    lock.lock();
    try {
      human = seatOf(token);
      requirePlaying();
      Offers.requireOffer(action);
      snapshot = game.copy();
      seen = generation;
    } finally {
      lock.unlock();
    }
    boolean accepted = EngineAdvice.drawn(services, snapshot);
    return locked(
        () -> {
          if (seen != generation) {
            throw new GameException(
                GameException.CONFLICT, "the game changed while the engine considered the offer");
          }
          if (accepted) {
            Game next = game.copy();
            next.offerDraw(human);
            next.acceptDraw(engineColour);
            engineTurn.stop();
            commit(next, stopped(clock), null, null);
          } else {
            offers.declined(engineColour);
            afterChange();
          }
          return new DrawAnswer(viewNow(), accepted);
        });
  }

  /**
   * The engine's suggestion for the side to move, from a search of at most a second. Not offered in
   * online games: a game between two people gets no engine help.
   */
  public Hint hint(String token) {
    Game snapshot =
        locked(
            () -> {
              seatOf(token);
              refuseOnline(
                  GameException.FORBIDDEN, "hints are not offered in games between two people");
              requireNotOver();
              return game.copy();
            });
    return EngineAdvice.hint(services, snapshot);
  }

  /**
   * The friend takes the empty seat of an online game with the invite code.
   *
   * @param held the seat token the joining browser already holds for this game, or null
   * @return the new seat's colour
   */
  public Colour join(String code, String held, String token, String name) {
    return locked(
        () -> {
          if (!"online".equals(mode)) {
            throw new GameException(GameException.UNPROCESSABLE, "only online games can be joined");
          }
          seats.checkInvite(code, held);
          if (aborted) {
            throw new GameException(GameException.CONFLICT, "the invitation was cancelled");
          }
          Colour seat = seats.empty();
          if (seat == null) {
            throw new GameException(GameException.CONFLICT, "both seats of this game are taken");
          }
          String hash = Secrets.hash(token);
          String playerName = name == null || name.isBlank() ? seat.displayName() : name.strip();
          String oldName = seats.player(seat);
          seats.seat(seat, hash, playerName);
          timers.restartGrace(System.nanoTime()); // the first move's grace period starts now
          try {
            commit(game, clock, null, null);
          } catch (RuntimeException e) {
            seats.seat(seat, null, oldName);
            throw e;
          }
          return seat;
        });
  }

  /**
   * A player aborts the game: while it waits for the friend (the invitation is cancelled) or before
   * both sides have moved. An aborted game has no result.
   */
  public GameView abort(String token) {
    return locked(
        () -> {
          seatOf(token);
          requireNotOver();
          if (!abortable()) {
            throw new GameException(
                GameException.CONFLICT,
                "both sides have moved: the game can no longer be aborted (resign or offer a draw)");
          }
          abortNow();
          return viewNow();
        });
  }

  /**
   * A player asks for a rematch once the game has ended: the same start, clock and level with the
   * colours swapped, each player keeping their seat token. Against the engine or at one screen the
   * rematch starts at once; online it starts when the other player asks too.
   *
   * @param create stores and starts the rematch's row, given the finished game's row
   */
  GameView rematch(String token, Function<GameRecord, String> create) {
    return locked(
        () -> {
          Colour seat = seatOf(token);
          if (!game.isOver() && !aborted) {
            throw new GameException(
                GameException.CONFLICT, "the game is still on: a rematch comes once it has ended");
          }
          if (offers.rematchId() != null) {
            return viewNow();
          }
          String me = GameRecorder.name(seat);
          String offer = offers.rematchOffer();
          String id;
          if ("online".equals(mode) && !GameRecorder.name(seat.opponent()).equals(offer)) {
            if (seats.hash(seat.opponent()) == null) {
              throw new GameException(
                  GameException.CONFLICT, "nobody joined this game: create a new invitation");
            }
            offer = me;
            id = null;
          } else {
            id = create.apply(record(game, clock, updatedAt));
          }
          GameRecord row = record(game, clock, Timestamps.now()).withRematch(offer, id);
          services.store().update(row);
          offers.rematch(offer, id);
          stored(row);
          return viewNow();
        });
  }

  /**
   * The game as PDN, with the tags Event, Date, Black and White (and those the game decides:
   * Result, SetUp and FEN, Termination).
   */
  public String pdn() {
    return locked(() -> recorder.pdn(game));
  }

  /**
   * Starts the game's clock, timers and, when it is to move, the engine (after creation, or once
   * the restarted server listens: the time it was down or starting is not charged).
   */
  void resume() {
    whileLocked(
        () -> {
          if (resumed) {
            return;
          }
          resumed = true;
          long now = System.nanoTime();
          if (clock != null && "playing".equals(status()) && GameClock.bothMoved(game)) {
            clock.start(game.turn(), now);
          }
          timers.restartGrace(now);
          afterChange();
        });
  }

  /** Stops the engine and the clock's timer (the server is shutting down). */
  void shutdown() {
    whileLocked(
        () -> {
          engineTurn.stop();
          timers.cancel();
        });
  }

  // ---- changes, under the lock ----

  /** Runs an action under the game's lock and returns its value. */
  private <T> T locked(Supplier<T> action) {
    lock.lock();
    try {
      return action.get();
    } finally {
      lock.unlock();
    }
  }

  /** Runs an action under the game's lock. */
  private void whileLocked(Runnable action) {
    lock.lock();
    try {
      action.run();
    } finally {
      lock.unlock();
    }
  }

  /**
   * Runs what a timer or the engine's thread brings under the game's lock. Nobody asked for it, so
   * nobody hears of a failure: when the store refuses the change or the flag has fallen, the game
   * stays where it stands and its view says so.
   */
  private void whileLockedUnasked(Runnable action) {
    whileLocked(
        () -> {
          try {
            action.run();
          } catch (RuntimeException e) {
            // The game stays as it is; its view says where it stands.
          }
        });
  }

  private void play(Move move, Colour mover) {
    long now = System.nanoTime();
    if (clock != null && clock.running() == mover && clock.flagFell(now)) {
      endOnTime(now);
      throw new GameException(
          GameException.CONFLICT, "the game is over: " + mover.displayName() + "'s time ran out");
    }
    Position before = game.position();
    Game next = game.copy();
    next.play(move);
    GameClock nextClock = clock == null ? null : clock.afterMove(mover, next, now);
    timers.restartGrace(now);
    offers.moved();
    MoveRecord row =
        new MoveRecord(
            game.moves().size(),
            MoveText.format(before, move),
            nextClock == null ? null : nextClock.stored(Colour.BLACK),
            nextClock == null ? null : nextClock.stored(Colour.WHITE),
            Timestamps.now());
    commit(next, nextClock, row, null);
  }

  private void abortNow() {
    engineTurn.stop();
    GameClock nextClock = stopped(clock);
    // Never over (an ended game cannot be aborted): no result; a pending draw offer lapses.
    GameRecord row = recorder.record(game, nextClock, Timestamps.now(), "aborted", null);
    services.store().update(row);
    aborted = true;
    clock = nextClock;
    stored(row);
  }

  private void endOnTime(long now) {
    Colour loser = clock.running();
    Game next = game.copy();
    next.loseOnTime(loser);
    commit(next, clock.stopped(now), null, null);
  }

  /**
   * Stores the game as it stands after a change, then keeps it: the new moves, clock and status.
   *
   * @param move the move played, or null
   * @param takeBackFrom the first ply taken back, or null
   */
  private void commit(Game next, GameClock nextClock, MoveRecord move, Integer takeBackFrom) {
    String now = Timestamps.now();
    GameRecord row = record(next, nextClock, now);
    if (move != null) {
      services.store().saveMove(row, move);
      history.add(move);
    } else if (takeBackFrom != null) {
      services.store().saveTakeBack(row, takeBackFrom);
      history.subList(takeBackFrom, history.size()).clear();
    } else {
      services.store().update(row);
    }
    game = next;
    clock = nextClock;
    stored(row);
  }

  /** After the row is stored and the game keeps the change: a new generation that all follow. */
  private void stored(GameRecord row) {
    updatedAt = row.updatedAt();
    generation++;
    afterChange();
  }

  /** After a change: the engine and the clock's timer follow the game, and listeners see it. */
  private void afterChange() {
    timers.cancel();
    if (game.isOver() || aborted) {
      engineTurn.stop();
    } else {
      timers.scheduleFlag(clock, this::onFlag);
      timers.scheduleGrace(graceLeft(System.nanoTime()), this::onGrace);
      startEngineIfItsTurn();
    }
    services.fairPlay().update(id, twoPeopleLive() ? game.position() : null);
    GameView view = viewNow();
    for (Consumer<GameView> listener : listeners) {
      try {
        listener.accept(view);
      } catch (RuntimeException e) {
        listeners.remove(listener);
      }
    }
  }

  /** The grace timer fired: the game is aborted if the side to move is still to make its first. */
  private void onGrace() {
    whileLockedUnasked(
        () -> {
          if (!game.isOver() && !aborted && graceLeft(System.nanoTime()) == 0) {
            abortNow();
          }
        });
  }

  /**
   * The milliseconds left for the side to move to make its first move before the game is aborted (0
   * once past), or -1 when no grace period runs: a game without a clock, not started, already
   * decided, past both first moves, or with the engine to move.
   */
  private long graceLeft(long now) {
    if (clock == null
        || !resumed
        || !"playing".equals(status())
        || GameClock.bothMoved(game)
        || game.turn() == engineColour) {
      return -1;
    }
    return timers.graceLeft(now);
  }

  /** True while the players may abort: waiting for the friend, or before both sides have moved. */
  private boolean abortable() {
    String status = status();
    return "waiting".equals(status) || "playing".equals(status) && !GameClock.bothMoved(game);
  }

  /** True for an online game between two people that is being played. */
  private boolean twoPeopleLive() {
    return "online".equals(mode) && "playing".equals(status());
  }

  /**
   * The flag timer fired: the game is lost on time if the running side's time is up (if the store
   * refuses, the next move or restart judges the clock again), else the timer waits again.
   */
  private void onFlag() {
    whileLockedUnasked(
        () -> {
          if (game.isOver() || clock == null || clock.running() == null) {
            return;
          }
          long now = System.nanoTime();
          if (clock.flagFell(now)) {
            endOnTime(now);
          } else {
            timers.scheduleFlag(clock, this::onFlag);
          }
        });
  }

  private void startEngineIfItsTurn() {
    if (engineColour == null
        || engineTurn.thinking()
        || game.isOver()
        || game.turn() != engineColour
        || !resumed
        || !"playing".equals(status())) {
      return;
    }
    engineTurn.start(game.copy(), EngineAdvice.moveTime(clock, engineColour), this::engineMoved);
  }

  /** The engine's search ended: its move is played unless the search was stopped meanwhile. */
  private void engineMoved(EngineSearch search, SearchResult result) {
    whileLockedUnasked(
        () -> {
          if (!engineTurn.end(search)) {
            return; // taken back, resigned, or the server is stopping
          }
          if (result == null || result.bestMove().isEmpty() || game.isOver()) {
            afterChange();
            return;
          }
          play(result.bestMove().get(), engineColour);
        });
  }

  // ---- reading, under the lock ----

  private void requireNotOver() {
    if (aborted) {
      throw new GameException(GameException.CONFLICT, "the game was aborted");
    }
    if (game.isOver()) {
      throw new GameException(
          GameException.CONFLICT, "the game is over: " + game.outcome().orElseThrow());
    }
  }

  /** Refuses what games between two people do not offer: takebacks, hints. */
  private void refuseOnline(int status, String message) {
    if ("online".equals(mode)) {
      throw new GameException(status, message);
    }
  }

  private void requirePlaying() {
    requireNotOver();
    if ("waiting".equals(status())) {
      throw new GameException(
          GameException.CONFLICT, "the game is waiting for the second player to join");
    }
  }

  private String status() {
    if (aborted) {
      return "aborted";
    }
    if (game.isOver()) {
      return "over";
    }
    return seats.waiting() ? "waiting" : "playing";
  }

  private GameRecord record(Game state, GameClock times, String now) {
    String status = aborted ? "aborted" : state.isOver() ? "over" : status();
    return recorder.record(state, times, now, status, state.drawOffer().orElse(null));
  }

  private GameView viewNow() {
    return recorder.view(
        game,
        clock,
        status(),
        updatedAt,
        engineTurn.thinking(),
        abortable(),
        graceLeft(System.nanoTime()));
  }

  /** The clock stopped now, or null without one. */
  private static GameClock stopped(GameClock clock) {
    return clock == null ? null : clock.stopped(System.nanoTime());
  }
}
