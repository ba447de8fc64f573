package org.crownhead.engine.learn;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import org.crownhead.core.Colour;
import org.crownhead.core.Piece;
import org.crownhead.core.Position;

/**
 * Training positions, stored flat: for each, the game it comes from, its ply, the pieces (32-bit
 * masks as {@link Position#bits} gives them), the side to move, a search's score and the game's
 * result, both for the side to move.
 *
 * <p>On disk a sample file is a header line {@code crownhead samples 1\n} followed by records of
 * {@value #RECORD_BYTES} bytes, big-endian: game (int), ply (short), turn (byte, 0 Black, 1 White),
 * a spare byte, the black men, black kings, white men and white kings (ints), the score (short,
 * points for the side to move, {@link #NO_SCORE} when none) and the result (short, thousandths of a
 * point for the side to move: 0 a loss, 500 a draw, 1000 a win). Records are appended a game at a
 * time, so a file cut short by a crash loses at most the game being written, and {@link #read}
 * drops a partial record at the end.
 */
public final class Samples {
  /** The score of a sample that has none. */
  public static final short NO_SCORE = Short.MIN_VALUE;

  static final int RECORD_BYTES = 28;
  private static final byte[] HEADER = "crownhead samples 1\n".getBytes(StandardCharsets.US_ASCII);

  int size;
  int[] game = new int[1024];
  short[] ply = new short[1024];
  byte[] turn = new byte[1024];
  int[] blackMen = new int[1024];
  int[] blackKings = new int[1024];
  int[] whiteMen = new int[1024];
  int[] whiteKings = new int[1024];
  short[] score = new short[1024];
  short[] result = new short[1024];

  /** The number of samples. */
  public int size() {
    return size;
  }

  /** Adds a sample; {@code score} may be {@link #NO_SCORE}, {@code result} is in thousandths. */
  public void add(
      int gameNumber, int plyNumber, Position position, int searchScore, int resultMilli) {
    add(
        gameNumber,
        plyNumber,
        position.turn() == Colour.BLACK ? 0 : 1,
        position.bits(Piece.BLACK_MAN),
        position.bits(Piece.BLACK_KING),
        position.bits(Piece.WHITE_MAN),
        position.bits(Piece.WHITE_KING),
        searchScore,
        resultMilli);
  }

  void add(int g, int p, int t, int bm, int bk, int wm, int wk, int s, int r) {
    if (size == game.length) {
      int n = size * 2;
      game = Arrays.copyOf(game, n);
      ply = Arrays.copyOf(ply, n);
      turn = Arrays.copyOf(turn, n);
      blackMen = Arrays.copyOf(blackMen, n);
      blackKings = Arrays.copyOf(blackKings, n);
      whiteMen = Arrays.copyOf(whiteMen, n);
      whiteKings = Arrays.copyOf(whiteKings, n);
      score = Arrays.copyOf(score, n);
      result = Arrays.copyOf(result, n);
    }
    game[size] = g;
    ply[size] = (short) p;
    turn[size] = (byte) t;
    blackMen[size] = bm;
    blackKings[size] = bk;
    whiteMen[size] = wm;
    whiteKings[size] = wk;
    score[size] = s == NO_SCORE ? NO_SCORE : (short) Math.max(-32767, Math.min(32767, s));
    result[size] = (short) r;
    size++;
  }

  /** Sample {@code i} as a position. */
  public Position position(int i) {
    Position p = Position.empty(turn[i] == 0 ? Colour.BLACK : Colour.WHITE);
    p = place(p, blackMen[i], Piece.BLACK_MAN);
    p = place(p, blackKings[i], Piece.BLACK_KING);
    p = place(p, whiteMen[i], Piece.WHITE_MAN);
    return place(p, whiteKings[i], Piece.WHITE_KING);
  }

  private static Position place(Position position, int mask, Piece piece) {
    Position p = position;
    for (int m = mask; m != 0; m &= m - 1) {
      p = p.with(Integer.numberOfTrailingZeros(m) + 1, piece);
    }
    return p;
  }

  public int game(int i) {
    return game[i];
  }

  public int score(int i) {
    return score[i];
  }

  public int result(int i) {
    return result[i];
  }

  /** Appends samples {@code from} (inclusive) to {@code to} (exclusive) to a file. */
  public void append(Path file, int from, int to) throws IOException {
    boolean fresh = !Files.exists(file) || Files.size(file) == 0;
    try (OutputStream raw =
            Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw, 1 << 16))) {
      if (fresh) {
        out.write(HEADER);
      }
      for (int i = from; i < to; i++) {
        out.writeInt(game[i]);
        out.writeShort(ply[i]);
        out.writeByte(turn[i]);
        out.writeByte(0);
        out.writeInt(blackMen[i]);
        out.writeInt(blackKings[i]);
        out.writeInt(whiteMen[i]);
        out.writeInt(whiteKings[i]);
        out.writeShort(score[i]);
        out.writeShort(result[i]);
      }
    }
  }

  /** Writes all samples to a new file, replacing it. */
  public void write(Path file) throws IOException {
    Files.deleteIfExists(file);
    append(file, 0, size);
  }

  /** Reads a sample file, adding its records; a partial record at the end is dropped. */
  public void read(Path file) throws IOException {
    try (InputStream raw = Files.newInputStream(file);
        DataInputStream in = new DataInputStream(new BufferedInputStream(raw, 1 << 16))) {
      byte[] header = new byte[HEADER.length];
      in.readFully(header);
      if (!Arrays.equals(header, HEADER)) {
        throw new IOException(file + " is not a Crownhead sample file");
      }
      while (true) {
        int g;
        try {
          g = in.readInt();
          int p = in.readShort();
          int t = in.readByte();
          in.readByte();
          int bm = in.readInt();
          int bk = in.readInt();
          int wm = in.readInt();
          int wk = in.readInt();
          int s = in.readShort();
          int r = in.readShort();
          add(g, p, t, bm, bk, wm, wk, s, r);
        } catch (EOFException end) {
          return;
        }
      }
    }
  }
}
