package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crownhead.web.browser.BrowserSupport.ply;
import static org.crownhead.web.browser.BrowserSupport.scriptErrors;
import static org.crownhead.web.browser.BrowserSupport.text;
import static org.crownhead.web.browser.BrowserSupport.waiting;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/** Game review on the analysis board: progress, the graph, the marks, the better move. */
class ReviewIT {
  private static final String PDN =
      "[Event \"Blunder\"]\n[Black \"Cy\"]\n[White \"Di\"]\n[Result \"*\"]\n\n"
          + "1. 9-14 22-18 2. 5-9 25-22 3. 14-17 21x14x5 4. 10-15 29-25 *\n";

  @RegisterExtension static final BrowserApp app = new BrowserApp();

  /** Imports the game on the analysis board and waits for its moves. */
  private static void importGame(WebDriver page) {
    ((JavascriptExecutor) page)
        .executeScript(
            "arguments[0].value = arguments[1]", page.findElement(By.id("pdn-text")), PDN);
    page.findElement(By.id("pdn-import")).click();
    waiting(page).until(d -> d.findElements(By.cssSelector("#moves .move")).size() == 8);
  }

  @Test
  void aGameIsReviewedAndItsBlunderShownWithTheBetterMove() throws Exception {
    WebDriver page = app.browser();
    page.get(app.url + "#/analysis");
    waiting(page).until(d -> ply(d) == 0);
    importGame(page);

    page.findElement(By.id("review-start")).click();
    new WebDriverWait(page, Duration.ofSeconds(120))
        .until(d -> d.findElement(By.id("review-summary")).isDisplayed());

    assertThat(text(page, "#review-status")).startsWith("Reviewed by Crownhead");
    assertThat(text(page, "#review-black")).contains("1 blunder");
    assertThat(text(page, "#review-white")).contains("0 blunders");
    WebElement blunder = page.findElement(By.cssSelector("#moves .move[data-ply='5']"));
    assertThat(blunder.getAttribute("data-class")).isEqualTo("blunder");
    assertThat(blunder.getText()).isEqualTo("14-17??");
    assertThat(page.findElements(By.cssSelector("#review-graph .graph-dot.review-blunder")))
        .hasSize(1);

    // The blunder's dot on the graph leads to the move, and the note says what was better.
    page.findElement(By.cssSelector("#review-graph .graph-dot.review-blunder")).click();
    waiting(page).until(d -> ply(d) == 5);
    assertThat(text(page, "#review-move")).startsWith("14-17??: blunder").contains("Better was ");

    // "Show the better move" goes back a move and draws it as an arrow.
    page.findElement(By.id("review-better")).click();
    waiting(page).until(d -> ply(d) == 4);
    WebElement arrow = waiting(page).until(d -> d.findElement(By.id("board-arrow")));
    assertThat(arrow.getAttribute("data-arrow")).matches("\\d+(-\\d+)+").doesNotStartWith("14-17");
    BrowserSupport.screenshot(page, "review-desktop");
    BrowserSupport.phone(page);
    assertThat(BrowserSupport.scrollsSideways(page)).isFalse();
    BrowserSupport.screenshot(page, "review-phone");

    // A second look needs no new search: the review is kept on the server.
    page.get(app.url + "#/history");
    page.get(app.url + "#/analysis");
    waiting(page)
        .until(d -> ply(d) == 0 && d.findElements(By.cssSelector("#moves .move")).isEmpty());
    importGame(page);
    page.findElement(By.id("review-start")).click();
    waiting(page).until(d -> d.findElement(By.id("review-summary")).isDisplayed());
    assertThat(page.findElement(By.id("review-progress")).isDisplayed()).isFalse();
    assertThat(scriptErrors(page)).isEmpty();
  }
}
