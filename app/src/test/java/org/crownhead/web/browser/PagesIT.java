package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crownhead.web.browser.BrowserSupport.ply;
import static org.crownhead.web.browser.BrowserSupport.text;
import static org.crownhead.web.browser.BrowserSupport.waiting;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.crownhead.web.PackagedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * The pages around the board: History on a phone, Replay, the home page's memory and recent games,
 * the names and messages of the game screen, and a stale "Cannot reach the server".
 */
class PagesIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  @RegisterExtension static final BrowserApp app = new BrowserApp();

  private static JsonNode post(String url, String path, String body, String token)
      throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(url + path.substring(1)))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    if (token != null) request.header("X-Seat-Token", token);
    HttpResponse<String> reply = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    assertThat(reply.statusCode()).as(reply.body()).isBetween(200, 201);
    return JSON.readTree(reply.body());
  }

  /** A game for two at one screen with these moves, which Black then resigns: its id. */
  private static String finishedGame(List<String> moves) throws Exception {
    JsonNode game = post(app.url, "/api/games", "{\"mode\": \"local\"}", null);
    String id = game.get("game").get("id").asText();
    JsonNode seats = game.get("seats");
    for (int i = 0; i < moves.size(); i++) {
      String colour = i % 2 == 0 ? "black" : "white";
      post(
          app.url,
          "/api/games/" + id + "/moves",
          "{\"move\": \"" + moves.get(i) + "\", \"ply\": " + i + "}",
          seats.get(colour).asText());
    }
    String mover = moves.size() % 2 == 0 ? "black" : "white";
    post(app.url, "/api/games/" + id + "/resign", "{}", seats.get(mover).asText());
    return id;
  }

  private static String piece(WebDriver page, int square) {
    return BrowserSupport.pieces(page).getOrDefault(square, "");
  }

  @Test
  void historyOnAPhoneShowsResultEndingAndLinksWithoutScrollingSideways() throws Exception {
    String id = finishedGame(List.of("11-15", "23-19", "8-11"));
    WebDriver page = app.browser();
    BrowserSupport.phone(page);
    page.get(app.url + "#/history");
    waiting(page)
        .until(
            d ->
                !d.findElements(By.cssSelector("#history-rows tr[data-game='" + id + "']"))
                    .isEmpty());
    assertThat(BrowserSupport.scrollsSideways(page)).isFalse();
    WebElement row = page.findElement(By.cssSelector("#history-rows tr[data-game='" + id + "']"));
    assertThat(row.findElement(By.cssSelector(".result")).getText()).matches(".*(1-0|0-1)");
    assertThat(row.findElement(By.cssSelector(".termination")).getText()).contains("resign");
    for (WebElement seen :
        List.of(
            row.findElement(By.cssSelector(".result")),
            row.findElement(By.cssSelector(".termination")),
            row.findElement(By.cssSelector("[data-action='replay']")),
            row.findElement(By.cssSelector("[data-action='analyse']")),
            row.findElement(By.cssSelector("[data-action='pdn']")))) {
      assertThat(seen.isDisplayed()).isTrue();
      assertThat(seen.getRect().getX() + seen.getRect().getWidth())
          .as("%s ends inside the 390 px window", seen.getText())
          .isLessThanOrEqualTo(390);
    }
    BrowserSupport.screenshot(page, "history-phone");
    BrowserSupport.desktop(page);
    page.navigate().refresh();
    waiting(page)
        .until(d -> !d.findElements(By.cssSelector("#history-rows tr[data-game]")).isEmpty());
    BrowserSupport.screenshot(page, "history-desktop");
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void replayStepsThroughAFinishedGameByButtonsMovesAndKeys() throws Exception {
    String id = finishedGame(List.of("11-15", "23-19", "8-11", "22-17", "4-8"));
    WebDriver page = app.browser();
    page.get(app.url + "#/history");
    waiting(page)
        .until(
            ExpectedConditions.elementToBeClickable(
                By.cssSelector("tr[data-game='" + id + "'] [data-action='replay']")))
        .click();
    waiting(page).until(d -> ply(d) == 5);
    assertThat(page.findElement(By.id("replay")).isDisplayed()).isTrue();
    assertThat(piece(page, 4)).isEmpty();

    page.findElement(By.id("replay-first")).click();
    waiting(page).until(d -> ply(d) == 0 && BrowserSupport.pieces(d).size() == 24);
    assertThat(piece(page, 11)).isEqualTo("b");
    assertThat(page.findElement(By.id("replay-back")).isEnabled()).isFalse();

    new Actions(page).sendKeys(Keys.ARROW_RIGHT).perform();
    waiting(page).until(d -> ply(d) == 1);
    assertThat(piece(page, 11)).isEmpty();
    assertThat(piece(page, 15)).isEqualTo("b");
    assertThat(text(page, "#moves .current")).isEqualTo("11-15");

    page.findElement(By.cssSelector("#moves [data-ply='4']")).click();
    waiting(page).until(d -> ply(d) == 4);
    assertThat(piece(page, 17)).isEqualTo("w");
    assertThat(piece(page, 22)).isEmpty();
    page.findElement(By.id("replay-back")).click();
    waiting(page).until(d -> ply(d) == 3);
    assertThat(piece(page, 22)).isEqualTo("w");
    page.findElement(By.id("replay-forward")).click();
    waiting(page).until(d -> ply(d) == 4);
    BrowserSupport.screenshot(page, "replay-desktop");
    new Actions(page).sendKeys(Keys.END).perform();
    waiting(page).until(d -> ply(d) == 5);
    assertThat(piece(page, 4)).isEmpty();
    assertThat(page.findElement(By.id("replay-forward")).isEnabled()).isFalse();
    AnalysisIT.assertNoMoveBreaks(page, 60, 300);

    BrowserSupport.phone(page);
    page.findElement(By.id("replay-first")).click();
    waiting(page).until(d -> ply(d) == 0);
    page.findElement(By.id("replay-forward")).click();
    waiting(page).until(d -> ply(d) == 1);
    assertThat(BrowserSupport.scrollsSideways(page)).isFalse();
    BrowserSupport.screenshot(page, "replay-phone");
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void theHomePageRemembersTheLastGameAndSaysWhatBecameOfRecentOnes() throws Exception {
    WebDriver page = app.browser();
    app.playEngine(page, "novice", "black", "");
    waiting(page).until(ExpectedConditions.urlContains("#/game/"));
    waiting(page).until(d -> ply(d) == 0 && !text(d, "#name-black").isEmpty());
    // Without a name the player is "You", said once.
    assertThat(text(page, "#name-black")).isEqualTo("You");
    String id = page.getCurrentUrl().replaceFirst(".*#/game/", "");
    assertThat(recentState(page, id)).isEqualTo("· against Crownhead (novice) · your move");
    assertThat(selected(page, "level")).isEqualTo("novice");

    // A game as White with a clock, lost: the line says so, and the choices are kept.
    BrowserSupport.playEngine(page, "beginner", "white", "5+3");
    waiting(page).until(ExpectedConditions.urlContains("#/game/"));
    waiting(page).until(d -> ply(d) == 1 && !BrowserSupport.squares(d, "data-movable").isEmpty());
    BrowserSupport.playAnyMove(page, new java.util.Random(4));
    waiting(page).until(d -> ply(d) >= 2);
    BrowserSupport.resign(page);
    waiting(page).until(d -> !text(d, "#result").isEmpty());
    String lost = page.getCurrentUrl().replaceFirst(".*#/game/", "");
    assertThat(recentState(page, lost))
        .matches("· against Crownhead \\(beginner\\) · (1-0|0-1), you lost");
    assertThat(selected(page, "level")).isEqualTo("beginner");
    assertThat(selected(page, "colour")).isEqualTo("white");
    assertThat(selected(page, "clock")).isEqualTo("5+3");
    BrowserSupport.screenshot(page, "home-recent-desktop");
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  /** What the home page's list of recent games says of the game, once it says something. */
  private static String recentState(WebDriver page, String id) {
    String state = ".recent li[data-game='" + id + "'] .recent-state";
    page.get(app.url + "#/");
    waiting(page).until(d -> !text(d, state).isEmpty());
    return text(page, state);
  }

  private static String selected(WebDriver page, String id) {
    return new Select(page.findElement(By.id(id))).getFirstSelectedOption().getAttribute("value");
  }

  @Test
  void anInvitationSaysWhoIsAwaitedAndABadLinkSaysThereIsNoSuchGame() throws Exception {
    WebDriver page = app.browser();
    page.get(app.url);
    new Select(waiting(page).until(ExpectedConditions.elementToBeClickable(By.id("online-colour"))))
        .selectByValue("black");
    page.findElement(By.id("play-online")).click();
    waiting(page).until(ExpectedConditions.visibilityOfElementLocated(By.id("invite-link")));
    assertThat(text(page, "#name-white")).isEqualTo("waiting for a friend");
    // The page was opened as localhost: the link would not reach a friend elsewhere.
    assertThat(page.findElement(By.id("invite-link")).getAttribute("value"))
        .startsWith("http://localhost:");
    assertThat(page.findElement(By.id("invite-local")).isDisplayed()).isTrue();
    assertThat(text(page, "#invite-local")).contains("--host 0.0.0.0");
    BrowserSupport.screenshot(page, "invitation-desktop");

    page.get(app.url + "#/join/nosuchgame/abcdef");
    waiting(page).until(d -> text(d, "#status").equals("This game does not exist."));
    assertThat(text(page, "#error")).contains("nosuchgame");
    assertThat(page.findElements(By.partialLinkText("Watch"))).isEmpty();
    assertThat(page.findElement(By.partialLinkText("Start your own")).isDisplayed()).isTrue();
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void cannotReachTheServerGoesAwayOnceThePageIsConnectedAgain() throws Exception {
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    Path data = Files.createTempDirectory("crownhead-restart");
    String url = "http://localhost:" + port + "/";
    Process server = serve(port, data);
    try {
      WebDriver page = app.browser();
      page.get(url);
      waiting(page).until(ExpectedConditions.elementToBeClickable(By.id("play-local"))).click();
      waiting(page).until(d -> ply(d) == 0 && !BrowserSupport.squares(d, "data-movable").isEmpty());

      server.destroy();
      server.waitFor(30, TimeUnit.SECONDS);
      waiting(page).until(d -> d.findElement(By.id("connection")).isDisplayed());
      BrowserSupport.playAnyMove(page, new java.util.Random(2));
      waiting(page).until(d -> text(d, "#error").startsWith("Cannot reach"));

      server = serve(port, data);
      waiting(page).until(d -> !d.findElement(By.id("connection")).isDisplayed());
      waiting(page).until(d -> text(d, "#error").isEmpty());
      assertThat(ply(page)).isEqualTo(0);
      BrowserSupport.playAnyMove(page, new java.util.Random(2));
      waiting(page).until(d -> ply(d) == 1);
    } finally {
      server.destroy();
      server.waitFor(30, TimeUnit.SECONDS);
      try (Stream<Path> files = Files.walk(data)) {
        files.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
      }
    }
  }

  /** The jar serving on a given port and data folder, once it listens. */
  private static Process serve(int port, Path data) throws Exception {
    Process process =
        new ProcessBuilder(PackagedServer.command(port, data.resolve("data")))
            .redirectErrorStream(true)
            .start();
    CompletableFuture<Void> listening = new CompletableFuture<>();
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader out =
                  new BufferedReader(
                      new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = out.readLine()) != null; ) {
                  if (line.contains("Crownhead is running at")) listening.complete(null);
                }
              } catch (IOException e) {
                // the process ended
              }
              listening.completeExceptionally(new IllegalStateException("the server stopped"));
            });
    reader.setDaemon(true);
    reader.start();
    listening.get(120, TimeUnit.SECONDS);
    return process;
  }
}
