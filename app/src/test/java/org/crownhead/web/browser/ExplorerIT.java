package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crownhead.web.browser.BrowserSupport.ply;
import static org.crownhead.web.browser.BrowserSupport.text;
import static org.crownhead.web.browser.BrowserSupport.waiting;

import java.io.IOException;
import java.util.List;
import org.crownhead.core.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The opening explorer beside the analysis board, and the opening's name in the game and History.
 */
class ExplorerIT {
  private static final List<String> OLD_FOURTEENTH =
      List.of("11-15", "23-19", "8-11", "22-17", "4-8");

  @RegisterExtension static final BrowserApp app = new BrowserApp();

  private static String fen(WebDriver page) {
    return page.findElement(By.id("fen-input")).getAttribute("value");
  }

  /** The explorer's row for a move, once the explorer shows the position {@code fen}. */
  private static WebElement row(WebDriver page, String fen, String move) {
    waiting(page)
        .until(
            d ->
                fen.equals(d.findElement(By.id("explorer")).getAttribute("data-fen"))
                    && !d.findElements(
                            By.cssSelector("#explorer-rows tr[data-move='" + move + "']"))
                        .isEmpty());
    return page.findElement(By.cssSelector("#explorer-rows tr[data-move='" + move + "']"));
  }

  @Test
  void theExplorerListsTheTournamentMovesAndPlaysTheOneClicked() throws IOException {
    WebDriver page = app.browser();
    BrowserSupport.desktop(page);
    page.get(app.url + "#/analysis");
    waiting(page).until(d -> ply(d) == 0);
    Game game = new Game();

    WebElement first = row(page, game.position().toFen(), "11-15");
    assertThat(Integer.parseInt(first.getAttribute("data-games"))).isBetween(1500, 2500);
    assertThat(first.findElement(By.cssSelector(".book")).getText()).contains("book");
    assertThat(first.findElement(By.cssSelector(".wdl")).getAttribute("aria-label"))
        .matches("Black wins \\d+%, draws \\d+%, White wins \\d+%");
    assertThat(page.findElements(By.cssSelector("#explorer-rows tr"))).hasSize(7);
    assertThat(text(page, "#explorer-summary")).contains("9,030");
    BrowserSupport.screenshot(page, "explorer-start");

    // A click plays the move; Enter on a move's button too (the keyboard's way).
    for (int i = 0; i < OLD_FOURTEENTH.size(); i++) {
      String move = OLD_FOURTEENTH.get(i);
      WebElement button =
          row(page, game.position().toFen(), move).findElement(By.tagName("button"));
      if (i % 2 == 0) {
        button.click();
      } else {
        button.sendKeys(Keys.ENTER);
      }
      game.play(move);
      int plies = i + 1;
      waiting(page).until(d -> ply(d) == plies && fen(d).equals(game.position().toFen()));
    }
    assertThat(text(page, "#moves")).contains("4-8");
    waiting(page).until(d -> text(d, "#opening").equals("Opening: Old Fourteenth (ACF #126)"));
    WebElement next = row(page, game.position().toFen(), "17-13");
    assertThat(Integer.parseInt(next.getAttribute("data-games"))).isPositive();
    BrowserSupport.screenshot(page, "explorer-old-fourteenth");

    // The tabs: arrow keys move between them; this fresh server has no finished games.
    WebElement tab = page.findElement(By.id("explorer-tab-acf"));
    tab.sendKeys(Keys.ARROW_RIGHT);
    waiting(page)
        .until(
            d ->
                "true"
                        .equals(
                            d.findElement(By.id("explorer-tab-server"))
                                .getAttribute("aria-selected"))
                    && "server"
                        .equals(d.findElement(By.id("explorer")).getAttribute("data-source")));
    assertThat(ply(page)).as("the arrow key switched tabs, not moves").isEqualTo(5);
    // No game finished here went on from this position; the book's moves still show, unplayed.
    assertThat(text(page, "#explorer-summary")).startsWith("None of the");
    assertThat(page.findElements(By.cssSelector("#explorer-rows tr")))
        .isNotEmpty()
        .allSatisfy(r -> assertThat(r.getAttribute("data-games")).isEqualTo("0"));
    page.findElement(By.id("explorer-tab-acf")).click();
    row(page, game.position().toFen(), "17-13");

    BrowserSupport.phone(page);
    page.navigate().refresh();
    row(page, new Game().position().toFen(), "11-15");
    assertThat(BrowserSupport.scrollsSideways(page)).isFalse();
    BrowserSupport.screenshot(page, "explorer-phone");
  }

  @Test
  void theGameAndHistoryNameTheOpening() throws IOException {
    WebDriver page = app.browser();
    app.home(page, "play-local");
    page.findElement(By.id("play-local")).click();
    waiting(page).until(ExpectedConditions.urlContains("#/game/"));
    String id = page.getCurrentUrl().replaceAll(".*#/game/", "");
    for (int i = 0; i < OLD_FOURTEENTH.size(); i++) {
      int plies = i + 1;
      WebElement box = waiting(page).until(d -> d.findElement(By.id("move-entry")));
      box.sendKeys(OLD_FOURTEENTH.get(i), Keys.ENTER);
      waiting(page).until(d -> ply(d) == plies);
    }
    waiting(page).until(d -> text(d, "#opening").equals("Opening: Old Fourteenth (ACF #126)"));

    BrowserSupport.resign(page);
    waiting(page)
        .until(d -> "over".equals(d.findElement(By.id("board")).getAttribute("data-status")));
    page.get(app.url + "#/history");
    String cell = "#history-rows tr[data-game='" + id + "'] td.opening";
    waiting(page).until(d -> !d.findElements(By.cssSelector(cell)).isEmpty());
    assertThat(text(page, cell)).isEqualTo("Old Fourteenth (ACF #126)");
  }
}
