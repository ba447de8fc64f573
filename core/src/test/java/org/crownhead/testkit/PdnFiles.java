package org.crownhead.testkit;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.ReadGame;

/** Reading a whole PDN file back in a test. */
public final class PdnFiles {
  private PdnFiles() {}

  /** Every game of the file, as read, in the file's order. */
  public static List<ReadGame> read(Path file) throws IOException {
    List<ReadGame> games = new ArrayList<>();
    PdnGames.read(file, games::add);
    return games;
  }
}
