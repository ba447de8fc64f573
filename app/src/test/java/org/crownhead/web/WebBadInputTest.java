package org.crownhead.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Bad requests get a clear 4xx JSON error and change nothing. */
class WebBadInputTest {
  @RegisterExtension static final Api api = Api.perClass();

  String id;
  String black;
  String white;
  JsonNode before;

  @BeforeEach
  void aGameWithOneMove() {
    JsonNode created = api.create("{\"mode\": \"online\", \"colour\": \"black\"}");
    id = created.get("game").get("id").asText();
    black = created.get("seats").get("black").asText();
    white =
        api.post(
                "/api/games/" + id + "/join",
                "{\"invite\": \"" + created.get("invite").asText() + "\"}")
            .json()
            .get("seats")
            .get("white")
            .asText();
    assertThat(api.move(id, "11-15", black).status()).isEqualTo(200);
    before = api.view(id);
  }

  private void assertError(Api.Reply reply, int status, String words) {
    assertThat(reply.status()).as(reply.text()).isEqualTo(status);
    assertThat(reply.raw().headers().firstValue("Content-Type").orElse(""))
        .startsWith("application/json");
    assertThat(reply.error()).as(reply.text()).isNotBlank().contains(words);
    assertThat(api.view(id).get("moves")).isEqualTo(before.get("moves"));
    assertThat(api.view(id).get("status")).isEqualTo(before.get("status"));
  }

  @Test
  void aForgedOrMissingTokenIs403() {
    String forged = "A".repeat(32);
    assertError(api.post(moves(), "{\"move\": \"23-19\"}", forged), 403, "seat token");
    assertError(api.post(moves(), "{\"move\": \"23-19\"}"), 403, "X-Seat-Token");
    assertError(api.post("/api/games/" + id + "/resign", "", forged), 403, "seat token");
  }

  @Test
  void aMoveOutOfTurnIs409() {
    assertError(api.post(moves(), "{\"move\": \"15-19\"}", black), 409, "not your turn");
  }

  @Test
  void aStalePlyIs409() {
    assertError(api.post(moves(), "{\"move\": \"23-19\", \"ply\": 0}", white), 409, "stale");
  }

  @Test
  void anIllegalOrMalformedMoveIs422() {
    assertError(api.post(moves(), "{\"move\": \"23-17\"}", white), 422, "23-17");
    assertError(api.post(moves(), "{\"move\": \"23-\"}", white), 422, "23-");
  }

  @Test
  void malformedJsonIs400() {
    assertError(api.post(moves(), "{\"move\": ", white), 400, "malformed JSON");
    assertError(api.post(moves(), "[1, 2]", white), 400, "JSON object");
    assertError(api.post(moves(), "{\"move\": 12}", white), 400, "\"move\" must be a string");
    assertError(api.post(moves(), "{}", white), 400, "move");
    assertError(api.post("/api/games", "{\"mode\": \"chess\"}"), 400, "mode");
    assertError(api.post("/api/games", "{\"mode\": \"local\", \"fen\": \"X:W1\"}"), 400, "FEN");
    assertError(
        api.post("/api/games", "{\"mode\": \"engine\", \"level\": \"godlike\"}"), 400, "level");
  }

  @Test
  void anUnknownGameIs404() {
    Api.Reply reply = api.get("/api/games/nosuchgame");
    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.error()).contains("nosuchgame");
    assertThat(api.post("/api/games/nosuchgame/moves", "{\"move\": \"11-15\"}", black).status())
        .isEqualTo(404);
  }

  @Test
  void javalinsOwnErrorsAreJsonToo() {
    Api.Reply noRoute = api.get("/api/nothing-here");
    assertThat(noRoute.status()).isEqualTo(404);
    assertThat(noRoute.error()).isNotBlank();
    Api.Reply wrongMethod =
        api.send(HttpRequest.newBuilder(api.uri("/api/games/" + id)).DELETE().build());
    assertThat(wrongMethod.status()).isBetween(404, 405);
    assertThat(wrongMethod.error()).isNotBlank();
  }

  @Test
  void anOversizeBodyIs413() throws IOException {
    String big = "{\"move\": \"23-19\", \"padding\": \"" + "x".repeat(70 * 1024) + "\"}";
    assertError(api.post(moves(), big, white), 413, "larger than 64 KB");
    // A PDN import over 16 MB is refused from its announced length, before its body is read. The
    // server then closes the connection, so a client still writing the megabytes may see the
    // connection reset before the reply: the request announces the length and sends no body.
    String[] reply = announceOnly("/api/pdn/import", 17 * 1024 * 1024);
    assertThat(reply[0]).startsWith("HTTP/1.1 413");
    assertThat(new ObjectMapper().readTree(reply[1]).path("error").asText()).isNotBlank();
  }

  /** Sends a POST that announces a body of {@code length} bytes and sends none: {status, body}. */
  private static String[] announceOnly(String path, int length) throws IOException {
    URI uri = api.uri(path);
    try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
      socket.setSoTimeout(30_000);
      String request =
          "POST "
              + path
              + " HTTP/1.1\r\nHost: "
              + uri.getHost()
              + "\r\nContent-Type: text/plain\r\nContent-Length: "
              + length
              + "\r\n\r\n";
      socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
      socket.getOutputStream().flush();
      String response = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      int headersEnd = response.indexOf("\r\n\r\n");
      return new String[] {
        response.substring(0, response.indexOf("\r\n")), response.substring(headersEnd + 4)
      };
    }
  }

  @Test
  void everyResponseCarriesTheSecurityHeaders() {
    for (Api.Reply reply : List.of(api.get("/api/games/" + id), api.get("/api/nothing"))) {
      var headers = reply.raw().headers();
      assertThat(headers.firstValue("Content-Security-Policy")).contains("default-src 'self'");
      assertThat(headers.firstValue("X-Content-Type-Options")).contains("nosniff");
      assertThat(headers.firstValue("X-Frame-Options")).contains("DENY");
      assertThat(headers.firstValue("Referrer-Policy")).contains("no-referrer");
    }
  }

  @Test
  void theSameMoveSentAtOnceFromManyThreadsLandsOnce() throws Exception {
    int threads = 12;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch go = new CountDownLatch(1);
    List<Future<Integer>> statuses = new ArrayList<>();
    try {
      for (int i = 0; i < threads; i++) {
        statuses.add(
            pool.submit(
                () -> {
                  go.await();
                  return api.post(moves(), "{\"move\": \"23-19\"}", white).status();
                }));
      }
      go.countDown();
      int ok = 0;
      for (Future<Integer> status : statuses) {
        int code = status.get();
        assertThat(code).isIn(200, 409);
        ok += code == 200 ? 1 : 0;
      }
      assertThat(ok).isEqualTo(1);
    } finally {
      pool.shutdownNow();
    }
    assertThat(api.view(id).get("moves").toString()).isEqualTo("[\"11-15\",\"23-19\"]");
  }

  private String moves() {
    return "/api/games/" + id + "/moves";
  }
}
