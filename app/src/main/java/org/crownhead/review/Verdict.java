package org.crownhead.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Outcome;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.SearchResult;

/**
 * What the engine makes of a game's current position: the best move, the score for the side to
 * move, and the line it expects.
 *
 * <p>The engine answers a position with one legal move at once, without a score. Checkers is full
 * of such positions (a capture is compulsory), so a verdict plays the forced moves first and asks
 * the engine about the first position with a choice, or takes the result of a game that the forced
 * moves end; the score is then carried back to the position asked about. A forced line of {@value
 * #MAX_FORCED} plies or more is cut there.
 *
 * <pre>{@code
 * Engine engine = Engines.create();
 * Verdict verdict = Verdict.of(engine, new Game(), Limits.depth(6));
 * verdict.bestMove().isPresent(); // true
 * Verdict.beforeMove(-35); // 35
 * engine.close();
 * }</pre>
 *
 * @param position the position judged
 * @param bestMove the move to play there; empty when the game is over
 * @param score the score for the side to move there, in points (see {@link Score})
 * @param depth the depth of the engine's search (0 when it did not search)
 * @param line the line expected: the forced moves, then the engine's principal variation
 * @param book true when the engine took its move from the opening book: the score is then 0 and
 *     means nothing
 */
public record Verdict(
    Position position,
    Optional<Move> bestMove,
    int score,
    int depth,
    List<Move> line,
    boolean book) {
  /** The longest forced line a verdict plays before it asks the engine. */
  public static final int MAX_FORCED = 200;

  /** Keeps an unmodifiable copy of the line. */
  public Verdict {
    line = List.copyOf(line);
  }

  /**
   * Asks the engine about the game's position within the limits. The game is left as it was given
   * (the forced moves are played and taken back).
   */
  public static Verdict of(Engine engine, Game game, Limits limits) {
    Position position = game.position();
    List<Move> forced = new ArrayList<>();
    try {
      while (!game.isOver() && forced.size() < MAX_FORCED) {
        List<Move> moves = game.legalMoves();
        if (moves.size() != 1) {
          break;
        }
        game.play(moves.get(0));
        forced.add(moves.get(0));
      }
      int score;
      int depth = 0;
      boolean book = false;
      List<Move> line = new ArrayList<>(forced);
      if (game.isOver()) {
        score = scoreOf(game.outcome().orElseThrow(), game.turn());
      } else {
        engine.setGame(game);
        SearchResult result = engine.think(limits, info -> {});
        score = result.info().score();
        depth = result.info().depth();
        book = result.isBookMove();
        List<Move> pv = result.info().pv();
        Optional<Move> chosen = result.bestMove();
        if (chosen.isPresent() && (pv.isEmpty() || !pv.get(0).equals(chosen.get()))) {
          line.add(chosen.get()); // the line the engine reported is not the one it chose
        } else {
          line.addAll(pv);
        }
      }
      for (int i = 0; i < forced.size(); i++) {
        score = beforeMove(score);
      }
      Optional<Move> best = line.isEmpty() ? Optional.empty() : Optional.of(line.get(0));
      return new Verdict(position, best, score, depth, line, book);
    } finally {
      for (int i = 0; i < forced.size(); i++) {
        game.takeBack();
      }
    }
  }

  /**
   * The score of the position before a move, for its side to move, from the score after it (for the
   * other side): negated, and a win or loss (forced, or by the endgame databases) one ply further
   * away.
   */
  public static int beforeMove(int scoreAfter) {
    int score = -scoreAfter;
    if (Score.isWin(score) || Score.isDatabaseWin(score)) {
      return score - 1;
    }
    if (Score.isLoss(score) || Score.isDatabaseLoss(score)) {
      return score + 1;
    }
    return score;
  }

  /** The score of a finished game for the side to move at its end. */
  public static int scoreOf(Outcome outcome, Colour turn) {
    if (outcome.winner().isEmpty()) {
      return Score.DRAW;
    }
    return outcome.winner().get() == turn ? Score.WIN : -Score.WIN;
  }

  /** The line as PDN move text, moves separated by spaces. */
  public String lineText() {
    StringBuilder text = new StringBuilder();
    Position at = position;
    for (Move move : line) {
      if (text.length() > 0) {
        text.append(' ');
      }
      text.append(MoveText.format(at, move));
      at = at.play(move);
    }
    return text.toString();
  }

  /** The best move as PDN move text, or "none". */
  public String bestMoveText() {
    return bestMove.map(move -> MoveText.format(position, move)).orElse("none");
  }
}
