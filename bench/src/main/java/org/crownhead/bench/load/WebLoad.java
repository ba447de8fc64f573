package org.crownhead.bench.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The browser app's load client: many online games between two seats each, all making moves at once
 * against a running server, timing every move request.
 *
 * <p>Each of {@code --games} players creates an online game, joins it with the invite (so it holds
 * both seats, as two friends would), then plays random legal moves from alternating seats, each
 * move a {@code POST /api/games/{id}/moves} whose answer carries the next legal moves. Between
 * moves the player thinks for a random time (0 to twice {@code --think} milliseconds). A finished
 * game is replaced by a new one. No engine is involved, so the latency is the server's own: the
 * rules, the lock, the durable write and the WebSocket push. After {@code --duration} the client
 * prints the number of moves, the rate and the latency percentiles.
 *
 * <pre>
 * ./crownhead serve --port 8080 --data-dir /tmp/load &amp;
 * java -cp bench/target/benchmarks.jar org.crownhead.bench.load.WebLoad \
 *     --url http://localhost:8080 --games 200 --duration 60
 * </pre>
 */
public final class WebLoad {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final URI base;
  private final HttpClient http;
  private final AtomicLong errors = new AtomicLong();
  private final AtomicLong gamesFinished = new AtomicLong();

  private final int think;

  private WebLoad(URI base, int think) {
    this.base = base;
    this.think = think;
    this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
  }

  public static void main(String[] args) throws Exception {
    String url = "http://localhost:8080";
    int games = 200;
    int seconds = 60;
    int warmup = 10;
    int think = 1000;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--url" -> url = args[++i];
        case "--games" -> games = Integer.parseInt(args[++i]);
        case "--duration" -> seconds = Integer.parseInt(args[++i]);
        case "--warmup" -> warmup = Integer.parseInt(args[++i]);
        case "--think" -> think = Integer.parseInt(args[++i]);
        case "--help", "-h" -> {
          System.out.println(
              "Usage: WebLoad [--url URL] [--games N] [--duration SECONDS] [--warmup SECONDS]"
                  + " [--think MS]\n"
                  + "Plays N online games at once against a running Crownhead server and prints"
                  + " the move latency percentiles (the first --warmup seconds are not counted).\n"
                  + "Between two moves of a game the players think for a random time of 0 to 2 x"
                  + " --think milliseconds (default 1000: a move a second in every game);"
                  + " --think 0 sends moves back to back, the most the server can take.");
          return;
        }
        default -> {
          System.err.println("WebLoad: unknown argument " + args[i] + " (try --help)");
          System.exit(2);
        }
      }
    }
    new WebLoad(URI.create(url.endsWith("/") ? url : url + "/"), think).run(games, seconds, warmup);
  }

  private void run(int games, int seconds, int warmup) throws InterruptedException {
    long start = System.nanoTime();
    long measureFrom = start + Duration.ofSeconds(warmup).toNanos();
    long end = measureFrom + Duration.ofSeconds(seconds).toNanos();
    List<long[]> samples = new ArrayList<>();
    CountDownLatch done = new CountDownLatch(games);
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < games; i++) {
      long[] latencies = new long[1 << 16];
      samples.add(latencies);
      int seed = i;
      Thread thread =
          new Thread(
              () -> {
                try {
                  play(new SplittableRandom(seed), latencies, measureFrom, end);
                } finally {
                  done.countDown();
                }
              },
              "player-" + i);
      thread.setDaemon(true);
      threads.add(thread);
      thread.start();
    }
    System.err.printf(
        Locale.ROOT,
        "%d games playing; %d s warm-up, then %d s measured%n",
        games,
        warmup,
        seconds);
    done.await();
    long[] all = merge(samples);
    report(games, seconds, all);
  }

  /** One player: games one after another until the end, its move latencies in {@code out}. */
  private void play(SplittableRandom random, long[] out, long measureFrom, long end) {
    int count = 0;
    while (System.nanoTime() < end) {
      try {
        JsonNode created = post("api/games", "{\"mode\":\"online\",\"colour\":\"black\"}", null);
        String id = created.path("game").path("id").asText();
        String black = created.path("seats").path("black").asText();
        ObjectNode join = JSON.createObjectNode().put("invite", created.path("invite").asText());
        JsonNode joined = post("api/games/" + id + "/join", join.toString(), null);
        String white = joined.path("seats").path("white").asText();
        JsonNode game = joined.path("game");
        while (System.nanoTime() < end && "playing".equals(game.path("status").asText())) {
          JsonNode legal = game.path("legalMoves");
          if (legal.isEmpty()) {
            break;
          }
          if (think > 0) {
            Thread.sleep(random.nextInt(2 * think + 1));
          }
          String move = legal.get(random.nextInt(legal.size())).path("text").asText();
          String token = "black".equals(game.path("turn").asText()) ? black : white;
          ObjectNode body =
              JSON.createObjectNode().put("move", move).put("ply", game.path("moves").size());
          long before = System.nanoTime();
          game = post("api/games/" + id + "/moves", body.toString(), token);
          long after = System.nanoTime();
          if (before >= measureFrom && after <= end && count < out.length) {
            out[count++] = after - before;
          }
        }
        gamesFinished.incrementAndGet();
      } catch (IOException | RuntimeException e) {
        errors.incrementAndGet();
        if (errors.get() <= 5) {
          System.err.println("WebLoad: " + e.getMessage());
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
    if (count < out.length) {
      out[count] = -1; // the end of this player's samples
    }
  }

  private JsonNode post(String path, String body, String token)
      throws IOException, InterruptedException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(base.resolve(path))
            .timeout(Duration.ofSeconds(30))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    if (token != null) {
      request.header("X-Seat-Token", token);
    }
    HttpResponse<String> response =
        http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    if (response.statusCode() / 100 != 2) {
      throw new IOException(
          "POST /" + path + " answered " + response.statusCode() + ": " + response.body());
    }
    JsonNode node = JSON.readTree(response.body());
    return node.has("game") && path.endsWith("/moves") ? node.path("game") : node;
  }

  private static long[] merge(List<long[]> samples) {
    int total = 0;
    for (long[] each : samples) {
      total += length(each);
    }
    long[] all = new long[total];
    int at = 0;
    for (long[] each : samples) {
      int n = length(each);
      System.arraycopy(each, 0, all, at, n);
      at += n;
    }
    java.util.Arrays.sort(all);
    return all;
  }

  private static int length(long[] samples) {
    for (int i = 0; i < samples.length; i++) {
      if (samples[i] <= 0) {
        return i;
      }
    }
    return samples.length;
  }

  private void report(int games, int seconds, long[] sorted) {
    System.out.printf(
        Locale.ROOT,
        "Games at once: %d, thinking %s%n",
        games,
        think == 0 ? "not at all (moves back to back)" : "0 to " + 2 * think + " ms between moves");
    System.out.printf(
        Locale.ROOT,
        "Moves measured: %d in %d s (%.0f moves/s); games finished: %d; errors: %d%n",
        sorted.length,
        seconds,
        sorted.length / (double) seconds,
        gamesFinished.get(),
        errors.get());
    if (sorted.length == 0) {
      return;
    }
    System.out.printf(
        Locale.ROOT,
        "Move latency: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, p99.9 %.1f ms, max %.1f ms%n",
        percentile(sorted, 0.50),
        percentile(sorted, 0.90),
        percentile(sorted, 0.99),
        percentile(sorted, 0.999),
        sorted[sorted.length - 1] / 1e6);
  }

  private static double percentile(long[] sorted, double p) {
    int index = (int) Math.ceil(p * sorted.length) - 1;
    return sorted[Math.max(0, Math.min(index, sorted.length - 1))] / 1e6;
  }
}
