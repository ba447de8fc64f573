package org.crownhead.engine.book;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.PdnResult;

/**
 * Builds the opening book from games: for every position of their first {@value #MAX_PLY} plies,
 * how often each move was played and how it scored for the side that played it. A move enters the
 * book when it was played in at least {@value #MIN_GAMES} games.
 *
 * <p>Only finished games read without errors count, and a game recorded twice (the same moves from
 * the same start) counts once. The result is the book's text form, which {@link OpeningBook} reads:
 * a comment header saying how it was built, then one position a line, positions in the order of the
 * ply at which the games first reached them.
 *
 * <p>Usage, from the repository root (a few seconds):
 *
 * <pre>
 * ./mvnw -q -pl engine -am compile
 * java -cp core/target/classes:engine/target/classes org.crownhead.engine.book.BookBuilder \
 *     data/acf-games.pdn engine/src/main/resources/org/crownhead/engine/book/book.txt
 * </pre>
 *
 * <p>The build is deterministic: the same games give the same file.
 */
public final class BookBuilder {
  static final String COMMAND =
      "java -cp core/target/classes:engine/target/classes org.crownhead.engine.book.BookBuilder";

  /** Plies from the start of each game that are counted. */
  static final int MAX_PLY = 60;

  /** Games a move needs to enter the book. */
  static final int MIN_GAMES = 2;

  /** Positions by hash, with the ply at which a game first reached them and their moves. */
  private final Map<Long, Node> nodes = new HashMap<>();

  private final Set<String> seen = new HashSet<>();
  private int games;
  private int duplicates;

  /** A position and, for each move played there, its games and half-points for the mover. */
  private static final class Node {
    final Position position;
    int firstPly;
    final Map<Move, int[]> moves = new HashMap<>();

    Node(Position position, int ply) {
      this.position = position;
      this.firstPly = ply;
    }
  }

  /**
   * Counts a game's opening, unless the game is unfinished or was counted before.
   *
   * @return true when the game was counted
   */
  boolean add(PdnGame game) {
    PdnResult result = game.result();
    if (result == PdnResult.UNFINISHED) {
      return false;
    }
    List<Move> moves = game.moves();
    String key = game.start().toFen() + " " + moves;
    if (!seen.add(key)) {
      duplicates++;
      return false;
    }
    games++;
    Position position = game.start();
    for (int ply = 0; ply < Math.min(MAX_PLY, moves.size()); ply++) {
      Move move = moves.get(ply);
      int halfPoints =
          result == PdnResult.DRAW ? 1 : result.winner().orElseThrow() == position.turn() ? 2 : 0;
      int at = ply;
      Position here = position;
      Node node = nodes.computeIfAbsent(here.hash(), hash -> new Node(here, at));
      node.firstPly = Math.min(node.firstPly, ply);
      int[] count = node.moves.computeIfAbsent(move, played -> new int[2]);
      count[0]++;
      count[1] += halfPoints;
      position = position.play(move);
    }
    return true;
  }

  /** Games counted so far. */
  int games() {
    return games;
  }

  /** Games left out because the same game was counted before. */
  int duplicates() {
    return duplicates;
  }

  /**
   * Writes the book: each position with a move played in at least {@value #MIN_GAMES} games, as
   * {@code FEN move games half-points ...}, its moves by most games first.
   *
   * @return the number of positions written
   */
  int write(Writer out) throws IOException {
    List<Node> kept = new ArrayList<>();
    for (Node node : nodes.values()) {
      if (node.moves.values().stream().anyMatch(count -> count[0] >= MIN_GAMES)) {
        kept.add(node);
      }
    }
    kept.sort(
        Comparator.comparingInt((Node node) -> node.firstPly)
            .thenComparing(node -> node.position.toFen()));
    for (Node node : kept) {
      StringBuilder line = new StringBuilder(node.position.toFen());
      Map<String, int[]> byText = new TreeMap<>();
      for (Map.Entry<Move, int[]> entry : node.moves.entrySet()) {
        if (entry.getValue()[0] >= MIN_GAMES) {
          byText.put(MoveText.format(node.position, entry.getKey()), entry.getValue());
        }
      }
      byText.entrySet().stream()
          .sorted(Comparator.comparingInt((Map.Entry<String, int[]> e) -> -e.getValue()[0]))
          .forEach(
              e ->
                  line.append(' ')
                      .append(e.getKey())
                      .append(' ')
                      .append(e.getValue()[0])
                      .append(' ')
                      .append(e.getValue()[1]));
      out.write(line.append('\n').toString());
    }
    return kept.size();
  }

  /** {@code BookBuilder GAMES.pdn... BOOK.txt}: builds the book from the games. */
  public static void main(String[] args) throws IOException {
    if (args.length < 2) {
      System.err.println("usage: " + COMMAND + " GAMES.pdn... BOOK.txt");
      System.exit(2);
    }
    BookBuilder builder = new BookBuilder();
    List<String> names = new ArrayList<>();
    int unreadable = 0;
    for (int i = 0; i < args.length - 1; i++) {
      Path file = Path.of(args[i]);
      names.add(file.getFileName().toString());
      int[] damaged = {0};
      try {
        PdnGames.read(
            file,
            read -> {
              if (read.isClean()) {
                builder.add(read.game());
              } else {
                damaged[0]++;
              }
            });
      } catch (IOException e) {
        System.err.println("cannot read " + file + ": " + e);
        System.exit(1);
      }
      unreadable += damaged[0];
    }
    Path out = Path.of(args[args.length - 1]);
    try (Writer writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      writer.write(header(names, builder));
      int positions = builder.write(writer);
      System.err.printf(
          "%d games (%d duplicates and %d with errors left out), %d positions written to %s%n",
          builder.games(), builder.duplicates(), unreadable, positions, out);
    }
  }

  static String header(List<String> names, BookBuilder builder) {
    return "# Crownhead's opening book: for each position, the moves played in at least "
        + MIN_GAMES
        + " games,\n"
        + "# each with its number of games and the half-points it scored for the side that played"
        + " it\n"
        + "# (2 a win, 1 a draw), counted over the first "
        + MAX_PLY
        + " plies of "
        + builder.games()
        + " distinct finished games of "
        + String.join(" and ", names)
        + ".\n"
        + "# Format: FEN, then move games half-points for each move, most played first.\n"
        + "# Rebuild from the repository root:\n"
        + "#   ./mvnw -q -pl engine -am compile\n"
        + "#   "
        + COMMAND
        + " "
        + String.join(" ", names.stream().map(name -> "data/" + name).toList())
        + " engine/src/main/resources/org/crownhead/engine/book/book.txt\n";
  }
}
