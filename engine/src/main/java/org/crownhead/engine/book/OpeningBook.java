package org.crownhead.engine.book;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;

/**
 * The moves that tournament players chose in the opening, with how often and how well: the engine
 * plays from it, at once, while the game is in it.
 *
 * <p>The book is a position-to-moves table, so a line reached by another move order is found too.
 * {@link #choose} picks the move whose score is best once its uncertainty is taken off: the score
 * is the share of points it won for the side that played it, less {@code 1/√games}. So a move
 * played in three games that won two of them does not replace a main line played in hundreds.
 *
 * <p>The standard book ships as the resource {@code book.txt} beside this class, built by {@link
 * BookBuilder} from the ACF tournament games; it is read on first use. Immutable and thread-safe.
 *
 * <pre>{@code
 * OpeningBook book = OpeningBook.standard();
 * book.choose(Position.initial()).get().toString(); // 11-15
 * book.moves(Position.initial()).get(0).games() > 1000; // true
 * book.choose(Position.fromFen("B:W18:B14")); // Optional.empty
 * }</pre>
 */
public final class OpeningBook {
  static final String RESOURCE = "book.txt";

  /** A book with no positions. */
  public static final OpeningBook EMPTY = new OpeningBook(Map.of());

  private final Map<Long, List<BookMove>> positions;

  private OpeningBook(Map<Long, List<BookMove>> positions) {
    this.positions = positions;
  }

  /** A move of the book, with the games it was played in and the points it won (a draw is ½). */
  public record BookMove(Move move, int games, double points) {
    /** The share of the points won, from 0 to 1. */
    public double score() {
      return points / games;
    }

    /** The score less its uncertainty, {@code 1/√games}: what {@link #choose} ranks by. */
    double confidentScore() {
      return score() - 1 / Math.sqrt(games);
    }
  }

  /** The book built from the ACF tournament games, read once. */
  public static OpeningBook standard() {
    return Standard.BOOK;
  }

  private static final class Standard {
    static final OpeningBook BOOK = resource();

    private static OpeningBook resource() {
      try (InputStream in = OpeningBook.class.getResourceAsStream(RESOURCE)) {
        if (in == null) {
          throw new IllegalStateException("the opening book " + RESOURCE + " is missing");
        }
        return read(new InputStreamReader(in, StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the opening book " + RESOURCE, e);
      }
    }
  }

  /**
   * Reads a book in the text form {@link BookBuilder} writes.
   *
   * @throws IllegalArgumentException naming the line of a malformed entry or an illegal move
   */
  public static OpeningBook read(Reader in) throws IOException {
    Map<Long, List<BookMove>> positions = new HashMap<>();
    BufferedReader lines = new BufferedReader(in);
    int number = 0;
    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
      number++;
      String text = line.strip();
      if (text.isEmpty() || text.startsWith("#")) {
        continue;
      }
      String[] fields = text.split("\\s+");
      if (fields.length < 4 || (fields.length - 1) % 3 != 0) {
        throw new IllegalArgumentException(
            "line " + number + " of the book: expected FEN and then move games half-points");
      }
      try {
        Position position = Position.fromFen(fields[0]);
        List<BookMove> moves = new ArrayList<>();
        for (int i = 1; i < fields.length; i += 3) {
          Move move = MoveText.parse(position, fields[i]);
          int games = Integer.parseInt(fields[i + 1]);
          int halfPoints = Integer.parseInt(fields[i + 2]);
          if (games < 1 || halfPoints < 0 || halfPoints > 2 * games) {
            throw new IllegalArgumentException("impossible games or points for " + fields[i]);
          }
          moves.add(new BookMove(move, games, halfPoints / 2.0));
        }
        if (positions.put(position.hash(), List.copyOf(moves)) != null) {
          throw new IllegalArgumentException("the position is in the book twice");
        }
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("line " + number + " of the book: " + e.getMessage(), e);
      }
    }
    return new OpeningBook(positions);
  }

  /** The book's moves in the position, most played first; empty when it is not in the book. */
  public List<BookMove> moves(Position position) {
    List<BookMove> moves = positions.get(position.hash());
    return moves == null ? List.of() : moves;
  }

  /**
   * The book's move in the position: the one with the best score less its uncertainty (the most
   * played of equals); empty when the position is not in the book.
   */
  public Optional<Move> choose(Position position) {
    BookMove best = null;
    for (BookMove move : moves(position)) {
      if (best == null || move.confidentScore() > best.confidentScore()) {
        best = move;
      }
    }
    return best == null ? Optional.empty() : Optional.of(best.move());
  }

  /** The number of positions in the book. */
  public int size() {
    return positions.size();
  }
}
