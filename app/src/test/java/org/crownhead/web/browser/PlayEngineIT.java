package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crownhead.web.browser.BrowserSupport.gameId;
import static org.crownhead.web.browser.BrowserSupport.interactive;
import static org.crownhead.web.browser.BrowserSupport.ply;
import static org.crownhead.web.browser.BrowserSupport.text;
import static org.crownhead.web.browser.BrowserSupport.waiting;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/** A whole game against the engine at level beginner, played by clicking the board. */
class PlayEngineIT {
  private static final int MAX_PLIES = 300;
  @RegisterExtension static final BrowserApp app = new BrowserApp();

  @Test
  void aWholeGameAgainstTheBeginnerIsPlayedByClickingUntilTheResultShows() throws Exception {
    WebDriver page = app.browser();
    app.home(page, "play-engine");
    BrowserSupport.playEngine(page, "beginner", "black", "");
    waiting(page).until(ExpectedConditions.urlContains("#/game/"));
    String id = gameId(page);
    waiting(page).until(d -> ply(d) >= 0);
    assertThat(text(page, "#status")).isEqualTo("Your move (black)");

    Random random = new Random(20261201);
    boolean resigned = false;
    while (true) {
      waiting(page).until(d -> !text(d, "#result").isEmpty() || interactive(d));
      if (!text(page, "#result").isEmpty()) break;
      int before = ply(page);
      if (before >= MAX_PLIES) {
        BrowserSupport.resign(page);
        resigned = true;
        break;
      }
      if (text(page, "#notice").equals("You must capture")) {
        // Only capturing pieces are offered: each of them has a capture among its targets.
        assertThat(BrowserSupport.squares(page, "data-movable")).isNotEmpty();
      }
      BrowserSupport.playAnyMove(page, random);
      waiting(page).until(d -> ply(d) > before || !text(d, "#result").isEmpty());
    }

    waiting(page).until(d -> !text(d, "#result").isEmpty());
    assertThat(text(page, "#result"))
        .matches("(1-0|0-1|1/2-1/2) · (Black wins|White wins|Draw) \\(.+\\)");
    if (resigned) assertThat(text(page, "#result")).contains("resignation");
    assertThat(text(page, "#status")).isEqualTo("Game over");
    assertThat(page.findElement(By.id("board")).getAttribute("data-interactive"))
        .isEqualTo("false");

    // The move list on the page is the server's record of the game.
    JsonNode game =
        new ObjectMapper()
            .readTree(
                HttpClient.newHttpClient()
                    .send(
                        HttpRequest.newBuilder(URI.create(app.url + "api/games/" + id)).build(),
                        HttpResponse.BodyHandlers.ofString())
                    .body());
    List<String> expected = new ArrayList<>();
    game.get("moves").forEach(m -> expected.add(m.asText()));
    List<String> shown = new ArrayList<>();
    for (WebElement m : page.findElements(By.cssSelector("#moves .move"))) {
      shown.add(m.getAttribute("textContent"));
    }
    assertThat(shown).isEqualTo(expected);
    assertThat(expected).hasSize(ply(page)).isNotEmpty();
    assertThat(game.get("result").asText()).isEqualTo(text(page, "#result").split(" ")[0]);

    // The history lists the finished game; replaying it shows the same result, read-only.
    String result = text(page, "#result");
    page.get(app.url + "#/history");
    WebElement row =
        waiting(page)
            .until(
                ExpectedConditions.presenceOfElementLocated(
                    By.cssSelector("#history-rows tr[data-game='" + id + "']")));
    assertThat(row.findElement(By.cssSelector(".result")).getText())
        .isEqualTo(result.split(" ")[0]);
    row.findElement(By.cssSelector("[data-action='replay']")).click();
    waiting(page).until(d -> text(d, "#result").equals(result));
    assertThat(page.findElement(By.id("board")).getAttribute("data-interactive"))
        .isEqualTo("false");
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }
}
