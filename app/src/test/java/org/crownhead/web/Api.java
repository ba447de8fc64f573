package org.crownhead.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A client of the real server: HTTP calls, WebSockets, and waiting for a game to change. Made by
 * {@link #perClass}, it is also a JUnit extension that starts the server on a fresh data folder
 * before a test class and stops it after:
 *
 * <pre>{@code
 * @RegisterExtension static final Api api = Api.perClass();
 * }</pre>
 */
final class Api implements AutoCloseable, BeforeAllCallback, AfterAllCallback {
  static final ObjectMapper JSON = new ObjectMapper();
  static final Duration PATIENCE = Duration.ofSeconds(90);

  WebServer server;
  final HttpClient http = HttpClient.newHttpClient();
  private Path folder;

  private Api(WebServer server) {
    this.server = server;
  }

  static Api start(Path dataDir) {
    return new Api(WebServer.start(0, "127.0.0.1", dataDir));
  }

  /** A server for each test class that registers it as an extension. */
  static Api perClass() {
    return new Api(null);
  }

  @Override
  public void beforeAll(ExtensionContext context) throws IOException {
    folder = Files.createTempDirectory("crownhead-web");
    server = WebServer.start(0, "127.0.0.1", folder);
  }

  @Override
  public void afterAll(ExtensionContext context) throws IOException {
    if (server != null) {
      close();
    }
    try (Stream<Path> files = Files.walk(folder)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    }
  }

  /** A server whose games with a clock abort after this grace period for a first move. */
  static Api start(Path dataDir, Duration grace) {
    return new Api(WebServer.start(0, "127.0.0.1", dataDir, grace));
  }

  URI uri(String path) {
    return URI.create("http://127.0.0.1:" + server.port() + path);
  }

  /** A response: its status, headers and body. */
  record Reply(int status, JsonNode json, String text, HttpResponse<String> raw) {
    String error() {
      return json == null ? null : json.path("error").asText(null);
    }
  }

  Reply get(String path) {
    return send(HttpRequest.newBuilder(uri(path)).GET().build());
  }

  Reply post(String path, String body) {
    return post(path, body, null);
  }

  /** Plays a move in a game with a seat token. */
  Reply move(String id, String move, String token) {
    return post("/api/games/" + id + "/moves", "{\"move\": \"" + move + "\"}", token);
  }

  /** Offers, accepts or declines a draw in a game with a seat token. */
  Reply draw(String id, String action, String token) {
    return post("/api/games/" + id + "/draw", "{\"action\": \"" + action + "\"}", token);
  }

  Reply post(String path, String body, String token) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(uri(path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    if (token != null) {
      request.header("X-Seat-Token", token);
    }
    return send(request.build());
  }

  Reply send(HttpRequest request) {
    try {
      HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
      JsonNode json = null;
      String type = response.headers().firstValue("Content-Type").orElse("");
      if (type.startsWith("application/json")) {
        json = JSON.readTree(response.body());
      }
      return new Reply(response.statusCode(), json, response.body(), response);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Creates a game; returns the whole 201 reply body. */
  JsonNode create(String body) {
    Reply reply = post("/api/games", body);
    assertThat(reply.status()).as(reply.text()).isEqualTo(201);
    return reply.json();
  }

  /** A seat in a game: the game's id and the seat's token. */
  record Seat(String game, String token) {}

  /** Creates a game; returns the seat of that colour in it. */
  Seat create(String body, String colour) {
    JsonNode created = create(body);
    return new Seat(
        created.get("game").get("id").asText(), created.get("seats").get(colour).asText());
  }

  JsonNode view(String id) {
    Reply reply = get("/api/games/" + id);
    assertThat(reply.status()).as(reply.text()).isEqualTo(200);
    return reply.json();
  }

  /** Polls the game's view until the condition holds. */
  JsonNode await(String id, Predicate<JsonNode> condition) {
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    JsonNode view = view(id);
    while (!condition.test(view)) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("the game never reached the expected state: " + view);
      }
      sleep(50);
      view = view(id);
    }
    return view;
  }

  Socket socket(String path) {
    Socket socket = new Socket();
    socket.webSocket =
        http.newWebSocketBuilder()
            .buildAsync(URI.create("ws://127.0.0.1:" + server.port() + path), socket)
            .join();
    return socket;
  }

  static void sleep(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void close() {
    server.stop();
  }

  /** A WebSocket whose text messages and close code are queued. */
  static final class Socket implements WebSocket.Listener {
    final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
    final BlockingQueue<Integer> closed = new LinkedBlockingQueue<>();
    WebSocket webSocket;
    private final StringBuilder partial = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        try {
          messages.add(JSON.readTree(partial.toString()));
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
        partial.setLength(0);
      }
      ws.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
      closed.add(statusCode);
      return null;
    }

    void send(String text) {
      webSocket.sendText(text, true).join();
    }

    /** The next message that satisfies the condition (others are skipped). */
    JsonNode next(Predicate<JsonNode> condition) {
      long deadline = System.nanoTime() + PATIENCE.toNanos();
      while (true) {
        long left = deadline - System.nanoTime();
        JsonNode message;
        try {
          message = messages.poll(Math.max(1, left), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException(e);
        }
        if (message == null) {
          throw new AssertionError("no such message arrived");
        }
        if (condition.test(message)) {
          return message;
        }
      }
    }

    int closeCode() {
      try {
        Integer code = closed.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS);
        if (code == null) {
          throw new AssertionError("the socket was not closed");
        }
        return code;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }

    void close() {
      webSocket.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
    }
  }
}
