package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crownhead.web.browser.BrowserSupport.scriptErrors;
import static org.crownhead.web.browser.BrowserSupport.text;
import static org.crownhead.web.browser.BrowserSupport.waiting;

import java.util.List;
import java.util.Map;
import org.crownhead.puzzle.Puzzle;
import org.crownhead.puzzle.PuzzleSet;
import org.crownhead.puzzle.WrongMoves;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chromium.ChromiumDriver;

/** The Puzzles page: one puzzle solved by typed moves, one failed, the rating moving both ways. */
class PuzzleIT {
  @RegisterExtension static final BrowserApp app = new BrowserApp();

  private static List<Puzzle> twoMovers() {
    return PuzzleSet.standard().all().stream().filter(p -> p.solverMoves() == 2).toList();
  }

  private static void type(WebDriver page, String move) {
    waiting(page).until(d -> d.findElement(By.id("move-entry"))).sendKeys(move, Keys.ENTER);
  }

  private static String line(WebDriver page) {
    return page.findElement(By.id("board")).getAttribute("data-line");
  }

  @Test
  void aPuzzleIsSolvedAndAnotherFailedAndTheRatingFollows() throws Exception {
    WebDriver page = app.browser();
    ((ChromiumDriver) page)
        .executeCdpCommand(
            "Emulation.setDeviceMetricsOverride",
            Map.of("width", 1280, "height", 800, "deviceScaleFactor", 1, "mobile", false));
    Puzzle solve = twoMovers().get(0);
    Puzzle fail = twoMovers().get(1);

    page.get(app.url + "#/puzzles/" + solve.id());
    waiting(page).until(d -> text(d, "#puzzle-status").endsWith("to play and win"));
    assertThat(text(page, "#puzzle-info")).startsWith("Puzzle " + solve.id());
    assertThat(text(page, "#puzzle-rating")).startsWith("Your rating: 1500");
    assertThat(page.findElement(By.id("nav-puzzles")).getAttribute("class")).contains("active");

    // The first move is right: the opponent's reply is played at once.
    type(page, solve.solution().get(0));
    waiting(page).until(d -> text(d, "#puzzle-verdict").startsWith("Right"));
    String afterReply = solve.solution().get(0) + " " + solve.solution().get(1);
    waiting(page).until(d -> afterReply.equals(line(d)));
    assertThat(page.findElement(By.id("puzzle-solution")).isDisplayed()).isFalse();

    type(page, solve.solution().get(2));
    waiting(page).until(d -> text(d, "#puzzle-verdict").equals("Solved!"));
    assertThat(text(page, "#puzzle-change")).startsWith("(+");
    assertThat(text(page, "#puzzle-solution"))
        .isEqualTo("Solution: " + String.join(" ", solve.solution()));
    assertThat(text(page, "#puzzle-source")).startsWith("From ");
    Thread.sleep(1000); // for the picture only: the crowning's animation has ended
    BrowserSupport.screenshot(page, "puzzle-solved-desktop");

    // A wrong move fails the next puzzle; the solution is then played through on the board.
    page.get(app.url + "#/puzzles/" + fail.id());
    waiting(page)
        .until(
            d ->
                text(d, "#puzzle-info").startsWith("Puzzle " + fail.id())
                    && text(d, "#puzzle-verdict").isEmpty());
    String wrong = WrongMoves.firstMove(fail);
    type(page, wrong);
    waiting(page).until(d -> text(d, "#puzzle-verdict").startsWith("Wrong"));
    assertThat(text(page, "#puzzle-change")).startsWith("(-");
    waiting(page).until(d -> String.join(" ", fail.solution()).equals(line(d)));
    BrowserSupport.screenshotsDesktopThenPhone(
        page, "puzzle-failed-desktop", "puzzle-failed-phone");

    // The next puzzle is a new one, and the rating carries over.
    page.findElement(By.id("puzzle-next")).click();
    waiting(page)
        .until(
            d ->
                !text(d, "#puzzle-info").startsWith("Puzzle " + fail.id())
                    && text(d, "#puzzle-verdict").isEmpty());
    assertThat(text(page, "#puzzle-info")).doesNotStartWith("Puzzle " + solve.id());
    assertThat(text(page, "#puzzle-rating")).doesNotStartWith("Your rating: 1500 ");
    BrowserSupport.screenshot(page, "puzzle-phone");
    assertThat(scriptErrors(page)).isEmpty();
  }
}
