package org.crownhead.hub;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A misbehaving Hub engine for the client's tests, run as a child process: {@code FakeHubEngine
 * MODE}. It answers the handshake and ping, and then misbehaves as the mode says.
 *
 * <ul>
 *   <li>{@code die-at-start}: writes a complaint on standard error and exits with code 2 at once.
 *   <li>{@code silent}: reads commands and never answers.
 *   <li>{@code die-at-go}: exits with code 4 when asked to search, complaining on standard error.
 *   <li>{@code illegal}: answers every search with {@code done move=1-5}.
 *   <li>{@code error-at-pos}: answers every {@code pos} with an error.
 *   <li>{@code hang}: never answers a search, and ignores {@code stop} and {@code quit}.
 *   <li>{@code strict}: declares a text setting and a real one, and refuses any change to them.
 *   <li>{@code scan}: answers every search with Scan's form of a capture and a decisive score.
 *   <li>{@code error-in-search}: reports an error in its first search and answers its stop with
 *       {@code done move=11-15}; answers later searches with {@code done move=9-13}.
 * </ul>
 */
public final class FakeHubEngine {
  private FakeHubEngine() {}

  /** The command line that runs this fake in a new JVM. */
  static List<String> command(String mode) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(FakeHubEngine.class.getName());
    command.add(mode);
    return command;
  }

  public static void main(String[] args) throws IOException {
    String mode = args[0];
    if (mode.equals("die-at-start")) {
      System.err.println("fake: cannot open the opening book");
      System.exit(2);
    }
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    int searches = 0;
    boolean searching = false;
    while ((line = in.readLine()) != null) {
      if (mode.equals("silent")) {
        continue;
      }
      String command = line.strip().split("\\s+")[0];
      switch (command) {
        case "hub":
          say("id name=Fake version=\"1.0 beta\"");
          say("some noise the client must skip");
          say("param name=depth-limit value=10 type=int min=1 max=99");
          if (mode.equals("strict")) {
            say("param name=style value=plain type=string");
            say("param name=contempt value=0.5 type=real min=0 max=1");
          }
          say("param name=book value=true type=bool");
          say("wait");
          break;
        case "init":
          say("loading, please wait");
          say("ready");
          break;
        case "ping":
          say("pong");
          break;
        case "pos":
          if (mode.equals("error-at-pos")) {
            say("error message=\"pos: I only play international draughts\"");
          }
          break;
        case "set-param":
          if (mode.equals("strict")) {
            say("error message=\"set-param: settings are fixed\"");
          }
          break;
        case "stop":
          if (searching) {
            say("done move=11-15");
            searching = false;
          }
          break;
        case "go":
          searches++;
          switch (mode) {
            case "error-in-search":
              if (searches == 1) {
                say("error message=\"search: the hash table is full\"");
                searching = true;
              } else {
                say("done move=9-13");
              }
              break;
            case "die-at-go":
              System.err.println("fake: segmentation fault in search");
              System.exit(4);
              break;
            case "illegal":
              say("done move=1-5");
              break;
            case "scan":
              say("info depth=3 mean-depth=4.6 score=99.97 nodes=10 time=0.001 pv=\"15x31x26x18\"");
              say("done move=15x31x26x18");
              break;
            default:
              break; // hang
          }
          break;
        case "quit":
          if (!mode.equals("hang")) {
            System.exit(0);
          }
          break;
        default:
          break;
      }
    }
    if (mode.equals("hang")) {
      while (true) {
        try {
          Thread.sleep(1_000);
        } catch (InterruptedException e) {
          return;
        }
      }
    }
  }

  private static void say(String line) {
    System.out.println(line);
    System.out.flush();
  }
}
