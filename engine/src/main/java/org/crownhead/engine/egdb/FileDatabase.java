package org.crownhead.engine.egdb;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.crownhead.core.Colour;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;

/**
 * The endgame databases in a directory, as {@link EgdbBuilder} writes them: one memory-mapped file
 * per slice, each checked (header and checksums) when opened. A missing or damaged file is left out
 * and named in {@link #problems()}; positions that need it are {@link Verdict#UNKNOWN}, never
 * guessed. Thread-safe; probes allocate nothing.
 *
 * <pre>{@code
 * FileDatabase db = FileDatabase.open(Path.of("no-such-directory"));
 * db.maxPieces(); // 0
 * db.probe(Position.fromFen("W:WK14:BK19")); // UNKNOWN
 * }</pre>
 */
public final class FileDatabase implements EndgameDatabase {
  private static final int MAX_DEPTH = 16;
  private final SliceFile[] files = new SliceFile[13 * 13 * 13 * 13];
  private final List<SliceFile> loaded = new ArrayList<>();
  private final List<String> problems = new ArrayList<>();
  private final int maxPieces;
  private final int completePieces;
  private final Path dir;
  private final ThreadLocal<Successors[]> scratch =
      ThreadLocal.withInitial(
          () -> {
            Successors[] s = new Successors[MAX_DEPTH];
            for (int i = 0; i < MAX_DEPTH; i++) {
              s[i] = new Successors();
            }
            return s;
          });

  private FileDatabase(Path dir, int upTo) {
    this.dir = dir;
    int max = 0;
    int complete = 0;
    boolean allSoFar = true;
    for (int n = 1; n <= upTo; n++) {
      boolean any = false;
      boolean all = true;
      for (Slice slice : Slice.upTo(n)) {
        if (slice.pieces() != n) {
          continue;
        }
        Path path = dir.resolve(SliceFile.fileName(slice));
        if (!Files.exists(path)) {
          all = false;
          continue;
        }
        any = true;
        try {
          SliceFile file = SliceFile.open(path, slice);
          files[slice.key()] = file;
          loaded.add(file);
        } catch (SliceFile.DamagedException e) {
          problems.add(e.getMessage());
          all = false;
        }
      }
      if (any) {
        max = n;
      }
      allSoFar &= all;
      if (allSoFar) {
        complete = n;
      }
    }
    this.maxPieces = max;
    this.completePieces = complete;
    if (max > complete) {
      for (int n = 1; n <= max; n++) {
        for (Slice slice : Slice.upTo(n)) {
          if (slice.pieces() == n
              && files[slice.key()] == null
              && !Files.exists(dir.resolve(SliceFile.fileName(slice)))) {
            problems.add(
                "endgame database file "
                    + dir.resolve(SliceFile.fileName(slice))
                    + " is missing; its positions are unknown");
          }
        }
      }
    }
  }

  /**
   * Opens the databases of a directory (up to 8 pieces). Never fails: a missing directory gives an
   * empty database, and damaged files are listed in {@link #problems()}.
   */
  public static FileDatabase open(Path dir) {
    return new FileDatabase(dir, 8);
  }

  /** The directory the files come from. */
  public Path directory() {
    return dir;
  }

  /** One line for each file that is missing or could not be used. */
  public List<String> problems() {
    return Collections.unmodifiableList(problems);
  }

  /** The most pieces of any slice loaded. */
  @Override
  public int maxPieces() {
    return maxPieces;
  }

  /** The most pieces up to which every slice is loaded. */
  public int completePieces() {
    return completePieces;
  }

  /** The slices loaded, with their figures. */
  public List<SliceInfo> slices() {
    List<SliceInfo> info = new ArrayList<>();
    for (SliceFile f : loaded) {
      info.add(
          new SliceInfo(
              f.slice, f.path, f.wins, f.draws, f.losses, f.captures, f.wdlBytes, f.dtwBytes));
    }
    return info;
  }

  /**
   * Figures of one slice file: positions by value for the side to move, positions with a capture
   * (left out of the win/draw/loss table), and the bytes of both tables.
   */
  public record SliceInfo(
      Slice slice,
      Path path,
      long wins,
      long draws,
      long losses,
      long captures,
      long wdlBytes,
      long distanceBytes) {}

  @Override
  public Verdict probe(Position position) {
    return probe(
        position.bits(Piece.BLACK_MAN),
        position.bits(Piece.BLACK_KING),
        position.bits(Piece.WHITE_MAN),
        position.bits(Piece.WHITE_KING),
        position.turn());
  }

  /**
   * The value for the side to move of the position given by its pieces (32-bit masks as {@link
   * Position#bits} gives them), without allocating: for the search.
   */
  @Override
  public Verdict probe(int blackMen, int blackKings, int whiteMen, int whiteKings, Colour turn) {
    int s =
        turn == Colour.BLACK
            ? symbol(blackMen, blackKings, whiteMen, whiteKings, 0)
            : symbol(
                Integer.reverse(whiteMen),
                Integer.reverse(whiteKings),
                Integer.reverse(blackMen),
                Integer.reverse(blackKings),
                0);
    switch (s) {
      case 0:
        return Verdict.LOSS;
      case 1:
        return Verdict.DRAW;
      case 2:
        return Verdict.WIN;
      default:
        return Verdict.UNKNOWN;
    }
  }

  /** 0 loss, 1 draw, 2 win for the mover (as Black), or −1 when unknown. */
  private int symbol(int bm, int bk, int wm, int wk, int depth) {
    int pieces = Integer.bitCount(bm | bk | wm | wk);
    if (pieces > maxPieces || pieces == 0) {
      return -1;
    }
    int key =
        Slice.key(
            Integer.bitCount(bm), Integer.bitCount(bk), Integer.bitCount(wm), Integer.bitCount(wk));
    SliceFile file = files[key];
    if (file == null) {
      return -1;
    }
    if (!Successors.hasCapture(bm, bk, wm, wk)) {
      return file.symbol(file.slice.index(bm, bk, wm, wk));
    }
    if (depth >= MAX_DEPTH) {
      return -1;
    }
    Successors gen = scratch.get()[depth];
    gen.generate(bm, bk, wm, wk, false); // a capture is due: checked above
    int best = 0;
    for (int j = 0; j < gen.count && best < 2; j++) {
      int[] o = gen.out;
      int k = 4 * j;
      int v = symbol(o[k], o[k + 1], o[k + 2], o[k + 3], depth + 1);
      if (v < 0) {
        return -1;
      }
      best = Math.max(best, 2 - v);
    }
    return best;
  }

  /**
   * The exact value of a position with its distance: plies to the end of the game with best play
   * (the winner hurrying, the loser holding out), or {@link Value#UNKNOWN} when not held.
   *
   * <pre>{@code
   * FileDatabase.open(Path.of("no-such-directory")).value(Position.fromFen("W:WK25:BK29"));
   * // Value.UNKNOWN
   * }</pre>
   */
  @Override
  public Value value(Position position) {
    int bm = position.bits(Piece.BLACK_MAN);
    int bk = position.bits(Piece.BLACK_KING);
    int wm = position.bits(Piece.WHITE_MAN);
    int wk = position.bits(Piece.WHITE_KING);
    if (position.turn() == Colour.WHITE) {
      int m = bm;
      int k = bk;
      bm = Integer.reverse(wm);
      bk = Integer.reverse(wk);
      wm = Integer.reverse(m);
      wk = Integer.reverse(k);
    }
    int pieces = Integer.bitCount(bm | bk | wm | wk);
    if (pieces > maxPieces || pieces == 0) {
      return Value.UNKNOWN;
    }
    SliceFile file =
        files[
            Slice.key(
                Integer.bitCount(bm),
                Integer.bitCount(bk),
                Integer.bitCount(wm),
                Integer.bitCount(wk))];
    if (file == null) {
      return Value.UNKNOWN;
    }
    long index = file.slice.index(bm, bk, wm, wk);
    int code =
        file.distanceBlock((int) (index / SliceFile.DTW_BLOCK))[(int) (index % SliceFile.DTW_BLOCK)]
            & 0xFF;
    return Value.of(code);
  }

  /** Exact value of the position for the side to move, as a byte code, or −1 if not held. */
  int code(Slice slice, long index) {
    SliceFile file = files[slice.key()];
    if (file == null) {
      return -1;
    }
    return file.distanceBlock((int) (index / SliceFile.DTW_BLOCK))[
            (int) (index % SliceFile.DTW_BLOCK)]
        & 0xFF;
  }

  SliceFile file(Slice slice) {
    return files[slice.key()];
  }
}
