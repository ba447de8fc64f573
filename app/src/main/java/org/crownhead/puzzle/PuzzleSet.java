package org.crownhead.puzzle;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The puzzles that ship with Crownhead, read from {@code data/puzzles.tsv} (inside the program as
 * {@value #RESOURCE} beside this class), in the file's order. Lines starting with {@code #} are
 * comments. Immutable.
 *
 * <pre>{@code
 * PuzzleSet set = PuzzleSet.standard();
 * set.size() >= 1000; // true
 * set.find(set.all().get(0).id()).isPresent(); // true
 * set.find("no such id"); // Optional.empty
 * }</pre>
 */
public final class PuzzleSet {
  /** The name of the puzzle file on the class path, beside this class. */
  static final String RESOURCE = "puzzles.tsv";

  private static PuzzleSet standard;

  private final List<Puzzle> puzzles;
  private final Map<String, Puzzle> byId = new LinkedHashMap<>();

  private PuzzleSet(List<Puzzle> puzzles) {
    this.puzzles = Collections.unmodifiableList(new ArrayList<>(puzzles));
    for (Puzzle puzzle : puzzles) {
      if (byId.put(puzzle.id(), puzzle) != null) {
        throw new IllegalArgumentException("two puzzles have the id " + puzzle.id());
      }
    }
  }

  /** The shipped puzzles, read once. */
  public static synchronized PuzzleSet standard() {
    if (standard == null) {
      InputStream in = PuzzleSet.class.getResourceAsStream(RESOURCE);
      if (in == null) {
        throw new IllegalStateException("the puzzle file " + RESOURCE + " is missing");
      }
      try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
        standard = read(reader);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the puzzle file " + RESOURCE, e);
      }
    }
    return standard;
  }

  /**
   * Reads puzzles in the form of {@code puzzles.tsv}.
   *
   * @throws IllegalArgumentException naming the line of the first puzzle that cannot be read
   */
  public static PuzzleSet read(Reader in) throws IOException {
    List<Puzzle> puzzles = new ArrayList<>();
    BufferedReader lines = new BufferedReader(in);
    int number = 0;
    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
      number++;
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      try {
        puzzles.add(Puzzle.parse(line));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("puzzle line " + number + ": " + e.getMessage(), e);
      }
    }
    return new PuzzleSet(puzzles);
  }

  /** The puzzles, in the file's order. */
  public List<Puzzle> all() {
    return puzzles;
  }

  /** The number of puzzles. */
  public int size() {
    return puzzles.size();
  }

  /** The puzzle with this id, if there is one. */
  public Optional<Puzzle> find(String id) {
    return Optional.ofNullable(byId.get(id));
  }
}
