package org.crownhead.engine.egdb;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * One slice on disk: a header, a compressed win/draw/loss table for fast probes, and a compressed
 * distance table. The file is memory-mapped and its checksums are checked when it is opened.
 *
 * <p>Layout (big-endian):
 *
 * <pre>
 *   0  "CRWNEGDB"                      magic
 *   8  int    format version (1)
 *  12  byte×4 mover's men, kings, other side's men, kings
 *  16  long   positions
 *  24  long   wins, draws, losses (for the side to move), 3 longs
 *  48  long   positions whose side to move must capture (not kept in the win/draw/loss table)
 *  56  int    positions per win/draw/loss block; int blocks; long section bytes; int CRC-32
 *  76  int    positions per distance block; int blocks; long section bytes; int CRC-32
 *  96  int    CRC-32 of bytes 0–95
 * 128  win/draw/loss section: int offsets[blocks + 1] into the data that follows, then the data
 *      distance section: long offsets[blocks + 1], then each block deflated
 * </pre>
 *
 * <p>The win/draw/loss data of a block is a run of bytes: 0–80 hold four positions in base 3 (0
 * loss, 1 draw, 2 win), 81–255 a run of 5–62 positions of one value ((b − 81) / 58 is the value, (b
 * − 81) % 58 + 5 the length). A position whose side to move must capture is a "don't care" that
 * joins whatever run passes over it; probes find its value through its captures instead. The
 * distance table keeps every position's value byte (see {@link Values}), captures included.
 */
final class SliceFile implements AutoCloseable {
  static final byte[] MAGIC = "CRWNEGDB".getBytes(StandardCharsets.US_ASCII);
  static final int VERSION = 1;
  static final int HEADER = 128;
  static final int WDL_BLOCK = 4096;
  static final int DTW_BLOCK = 1 << 16;

  final Slice slice;
  final Path path;
  final long wins;
  final long draws;
  final long losses;
  final long captures;
  final long wdlBytes;
  final long dtwBytes;
  private final ByteBuffer map;
  private final int wdlIndex;
  private final int wdlData;
  private final int dtwIndex;
  private final int dtwData;
  private final int dtwBlocks;

  /** The file name of a slice. */
  static String fileName(Slice slice) {
    return slice.name() + ".cegdb";
  }

  private SliceFile(Slice slice, Path path, ByteBuffer map) throws DamagedException {
    this.slice = slice;
    this.path = path;
    this.map = map;
    this.wins = map.getLong(24);
    this.draws = map.getLong(32);
    this.losses = map.getLong(40);
    this.captures = map.getLong(48);
    int wdlBlocks = map.getInt(60);
    this.wdlBytes = map.getLong(64);
    this.dtwBlocks = map.getInt(80);
    this.dtwBytes = map.getLong(84);
    if (map.getInt(56) != WDL_BLOCK
        || map.getInt(76) != DTW_BLOCK
        || wdlBlocks != blocks(slice.size(), WDL_BLOCK)
        || dtwBlocks != blocks(slice.size(), DTW_BLOCK)
        || wins + draws + losses != slice.size()) {
      throw new DamagedException(path, "its header does not fit slice " + slice);
    }
    if ((long) HEADER + wdlBytes + dtwBytes != map.capacity()) {
      throw new DamagedException(
          path,
          "it is "
              + map.capacity()
              + " bytes long, but its header says "
              + (HEADER + wdlBytes + dtwBytes)
              + " (truncated or damaged)");
    }
    if (crc(map, HEADER, wdlBytes) != map.getInt(72)) {
      throw new DamagedException(path, "the checksum of its win/draw/loss table does not match");
    }
    if (crc(map, HEADER + wdlBytes, dtwBytes) != map.getInt(92)) {
      throw new DamagedException(path, "the checksum of its distance table does not match");
    }
    this.wdlIndex = HEADER;
    this.wdlData = HEADER + 4 * (wdlBlocks + 1);
    this.dtwIndex = (int) (HEADER + wdlBytes);
    this.dtwData = dtwIndex + 8 * (dtwBlocks + 1);
  }

  /** A file that cannot be used, with the reason. */
  static final class DamagedException extends Exception {
    private static final long serialVersionUID = 1;

    DamagedException(Path path, String reason) {
      super("endgame database file " + path + " cannot be used: " + reason);
    }
  }

  static int blocks(long size, int block) {
    return (int) ((size + block - 1) / block);
  }

  private static int crc(ByteBuffer map, long from, long length) {
    CRC32 crc = new CRC32();
    ByteBuffer part = map.duplicate();
    part.limit((int) (from + length)).position((int) from);
    crc.update(part);
    return (int) crc.getValue();
  }

  /**
   * Opens and checks a slice file.
   *
   * @throws DamagedException when it is missing, truncated, of another format or slice, or fails a
   *     checksum
   */
  static SliceFile open(Path path, Slice slice) throws DamagedException {
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
      long size = channel.size();
      if (size < HEADER) {
        throw new DamagedException(path, "it is too short to be a database file (truncated)");
      }
      if (size > Integer.MAX_VALUE) {
        throw new DamagedException(path, "it is over 2 GB, more than this version reads");
      }
      MappedByteBuffer map = channel.map(FileChannel.MapMode.READ_ONLY, 0, size);
      byte[] magic = new byte[8];
      map.get(0, magic);
      if (!java.util.Arrays.equals(magic, MAGIC)) {
        throw new DamagedException(path, "it is not a Crownhead endgame database file");
      }
      if (map.getInt(8) != VERSION) {
        throw new DamagedException(
            path, "it has format version " + map.getInt(8) + "; this version reads " + VERSION);
      }
      if (crc(map, 0, 96) != map.getInt(96)) {
        throw new DamagedException(path, "the checksum of its header does not match");
      }
      Slice inFile = Slice.of(map.get(12), map.get(13), map.get(14), map.get(15));
      if (inFile != slice || map.getLong(16) != slice.size()) {
        throw new DamagedException(path, "it holds slice " + inFile + ", not " + slice);
      }
      return new SliceFile(slice, path, map);
    } catch (NoSuchFileException e) {
      throw new DamagedException(path, "it does not exist");
    } catch (IOException | IllegalArgumentException e) {
      throw new DamagedException(path, "it cannot be read (" + e.getMessage() + ")");
    }
  }

  /**
   * The win/draw/loss symbol (0 loss, 1 draw, 2 win) stored for a position; meaningless where the
   * side to move must capture.
   */
  int symbol(long index) {
    int block = (int) (index >>> 12);
    int r = (int) (index & (WDL_BLOCK - 1));
    int p = wdlData + map.getInt(wdlIndex + 4 * block);
    int pos = 0;
    while (true) {
      int b = map.get(p++) & 0xFF;
      if (b < 81) {
        if (r < pos + 4) {
          switch (r - pos) {
            case 0:
              return b % 3;
            case 1:
              return b / 3 % 3;
            case 2:
              return b / 9 % 3;
            default:
              return b / 27;
          }
        }
        pos += 4;
      } else {
        int run = b - 81;
        pos += run % 58 + 5;
        if (r < pos) {
          return run / 58;
        }
      }
    }
  }

  /** The value bytes of one distance block (see {@link Values}). */
  byte[] distanceBlock(int block) {
    long start = map.getLong(dtwIndex + 8 * block);
    long end = map.getLong(dtwIndex + 8 * (block + 1));
    byte[] in = new byte[(int) (end - start)];
    map.get((int) (dtwData + start), in);
    int length = (int) Math.min(DTW_BLOCK, slice.size() - (long) block * DTW_BLOCK);
    byte[] out = new byte[length];
    Inflater inflater = new Inflater();
    try {
      inflater.setInput(in);
      int n = 0;
      while (n < length) {
        int got = inflater.inflate(out, n, length - n);
        if (got == 0 && (inflater.finished() || inflater.needsInput())) {
          break;
        }
        n += got;
      }
      if (n != length) {
        throw new IllegalStateException("distance block " + block + " of " + path + " is short");
      }
    } catch (DataFormatException e) {
      throw new IllegalStateException("distance block " + block + " of " + path + " is damaged");
    } finally {
      inflater.end();
    }
    return out;
  }

  /**
   * Writes every position's value byte, unpacked, to the file {@code raw} (replaced if there) and
   * maps it for reading: the values of a slice held outside Java's heap, in the file system's
   * cache.
   */
  ByteBuffer unpack(Path raw) throws IOException {
    try (FileChannel out =
        FileChannel.open(
            raw,
            StandardOpenOption.CREATE,
            StandardOpenOption.TRUNCATE_EXISTING,
            StandardOpenOption.WRITE,
            StandardOpenOption.READ)) {
      for (int b = 0; b < dtwBlocks; b++) {
        ByteBuffer block = ByteBuffer.wrap(distanceBlock(b));
        while (block.hasRemaining()) {
          out.write(block);
        }
      }
      return out.map(FileChannel.MapMode.READ_ONLY, 0, slice.size());
    }
  }

  /** Every position's value byte. */
  byte[] allValues() {
    byte[] all = new byte[(int) slice.size()];
    for (int b = 0; b < dtwBlocks; b++) {
      byte[] block = distanceBlock(b);
      System.arraycopy(block, 0, all, b * DTW_BLOCK, block.length);
    }
    return all;
  }

  @Override
  public void close() {
    // The mapping is released by the garbage collector.
  }

  // ---------------------------------------------------------------------------------------------
  // Writing

  /**
   * Writes a solved slice to {@code dir}: first to a temporary file, then renamed into place, so
   * that a file with the final name is always complete.
   */
  static Path write(Path dir, Slice slice, byte[] values) throws IOException {
    int[] pos = new int[4];
    long wins = 0;
    long draws = 0;
    long losses = 0;
    long captures = 0;
    boolean[] dontCare = new boolean[values.length];
    for (int i = 0; i < values.length; i++) {
      int code = values[i] & 0xFF;
      if (code == 0) {
        draws++;
      } else if (Values.isLoss(code)) {
        losses++;
      } else {
        wins++;
      }
      slice.decode(i, pos);
      if (Successors.hasCapture(pos[0], pos[1], pos[2], pos[3])) {
        dontCare[i] = true;
        captures++;
      }
    }
    int wdlBlocks = blocks(values.length, WDL_BLOCK);
    ByteArrayOutputStream wdl = new ByteArrayOutputStream();
    int[] wdlOffsets = new int[wdlBlocks + 1];
    for (int b = 0; b < wdlBlocks; b++) {
      wdlOffsets[b] = wdl.size();
      encodeBlock(
          values, dontCare, b * WDL_BLOCK, Math.min(values.length, (b + 1) * WDL_BLOCK), wdl);
    }
    wdlOffsets[wdlBlocks] = wdl.size();
    int dtwBlocks = blocks(values.length, DTW_BLOCK);
    ByteArrayOutputStream dtw = new ByteArrayOutputStream();
    long[] dtwOffsets = new long[dtwBlocks + 1];
    Deflater deflater = new Deflater(6);
    byte[] buffer = new byte[1 << 16];
    for (int b = 0; b < dtwBlocks; b++) {
      dtwOffsets[b] = dtw.size();
      deflater.reset();
      int from = b * DTW_BLOCK;
      deflater.setInput(values, from, Math.min(values.length, from + DTW_BLOCK) - from);
      deflater.finish();
      while (!deflater.finished()) {
        int n = deflater.deflate(buffer);
        dtw.write(buffer, 0, n);
      }
    }
    deflater.end();
    dtwOffsets[dtwBlocks] = dtw.size();

    ByteBuffer wdlSection = ByteBuffer.allocate(4 * (wdlBlocks + 1) + wdl.size());
    for (int o : wdlOffsets) {
      wdlSection.putInt(o);
    }
    wdlSection.put(wdl.toByteArray());
    ByteBuffer dtwSection = ByteBuffer.allocate(8 * (dtwBlocks + 1) + dtw.size());
    for (long o : dtwOffsets) {
      dtwSection.putLong(o);
    }
    dtwSection.put(dtw.toByteArray());

    ByteBuffer header = ByteBuffer.allocate(HEADER);
    header.put(MAGIC).putInt(VERSION);
    header.put((byte) slice.bm).put((byte) slice.bk).put((byte) slice.wm).put((byte) slice.wk);
    header.putLong(slice.size()).putLong(wins).putLong(draws).putLong(losses).putLong(captures);
    header.putInt(WDL_BLOCK).putInt(wdlBlocks).putLong(wdlSection.capacity());
    header.putInt(crc(wdlSection, 0, wdlSection.capacity()));
    header.putInt(DTW_BLOCK).putInt(dtwBlocks).putLong(dtwSection.capacity());
    header.putInt(crc(dtwSection, 0, dtwSection.capacity()));
    header.putInt(96, crc(header, 0, 96));

    Path target = dir.resolve(fileName(slice));
    // A name of its own for each write, so that two writers of one slice (a task run again while
    // the first run still goes on) never write into the same file; the rename keeps either one.
    Path temp =
        dir.resolve(
            fileName(slice)
                + "."
                + Long.toHexString(java.util.concurrent.ThreadLocalRandom.current().nextLong())
                + ".part");
    try {
      try (OutputStream out =
          Files.newOutputStream(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
        out.write(header.array());
        out.write(wdlSection.array());
        out.write(dtwSection.array());
      }
      try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
        channel.force(true);
      }
      Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      Files.deleteIfExists(temp);
      throw e;
    }
    return target;
  }

  private static void encodeBlock(
      byte[] values, boolean[] dontCare, int from, int to, ByteArrayOutputStream out) {
    int i = from;
    int last = 1;
    while (i < to) {
      int s = -1;
      int j = i;
      while (j < to && j - i < 62) {
        if (!dontCare[j]) {
          int sym = Values.symbol(values[j] & 0xFF);
          if (s == -1) {
            s = sym;
          } else if (sym != s) {
            break;
          }
        }
        j++;
      }
      if (j - i >= 5) {
        if (s == -1) {
          s = last;
        }
        out.write(81 + s * 58 + (j - i - 5));
        last = s;
        i = j;
        continue;
      }
      int literal = 0;
      int weight = 1;
      for (int t = 0; t < 4; t++) {
        int sym = last;
        if (i + t < to && !dontCare[i + t]) {
          sym = Values.symbol(values[i + t] & 0xFF);
        }
        literal += sym * weight;
        weight *= 3;
        last = sym;
      }
      out.write(literal);
      i += 4;
    }
  }
}
