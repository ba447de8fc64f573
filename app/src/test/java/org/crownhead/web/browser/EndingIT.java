package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crownhead.web.browser.BrowserSupport.ply;
import static org.crownhead.web.browser.BrowserSupport.scriptErrors;
import static org.crownhead.web.browser.BrowserSupport.text;
import static org.crownhead.web.browser.BrowserSupport.waiting;

import org.crownhead.core.Move;
import org.crownhead.core.MoveText;
import org.crownhead.core.Position;
import org.crownhead.endgame.ShortestWin;
import org.crownhead.engine.egdb.FileDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * Endgame training in the browser: an ending played against the databases' defence, a move that
 * throws the win away and its take-back, the win in the fewest plies; and a server without
 * databases, whose page says how to build them.
 */
class EndingIT {
  @RegisterExtension static final BrowserApp app = new BrowserApp().withEndgames(4);
  @RegisterExtension static final BrowserApp bare = new BrowserApp();

  private static String state(WebDriver page) {
    return page.findElement(By.id("ending")).getAttribute("data-state");
  }

  /** Makes the page a laptop's: 1280 by 800 CSS pixels. */
  private static void laptop(WebDriver page) {
    ((org.openqa.selenium.chromium.ChromiumDriver) page)
        .executeCdpCommand(
            "Emulation.setDeviceMetricsOverride",
            java.util.Map.of(
                "width", 1280, "height", 800, "deviceScaleFactor", 1, "mobile", false));
  }

  @Test
  void anEndingIsWonAgainstTheDatabasesAfterAMoveThatThrewTheWinAwayIsTakenBack() throws Exception {
    WebDriver page = app.browser();
    BrowserSupport.desktop(page);
    page.get(app.url + "#/endings");
    waiting(page).until(d -> d.findElements(By.cssSelector("#endings-list .ending")).size() == 13);
    assertThat(page.findElements(By.cssSelector("#endings-list .ending[data-available='true']")))
        .hasSize(6);
    assertThat(text(page, "#endings-build h2"))
        .isEqualTo("The endgame databases hold up to 4 pieces");
    assertThat(text(page, ".ending[data-ending='first-position'] .facts"))
        .isEqualTo("4 pieces · White to win · 61 plies with best play");
    assertThat(
            page.findElements(
                By.cssSelector(".ending[data-ending='first-position'] svg.diagram circle.man")))
        .hasSize(4);
    BrowserSupport.screenshot(page, "endings-list");

    page.findElement(By.cssSelector(".ending[data-ending='double-corner'] a.button")).click();
    waiting(page).until(d -> "playing".equals(state(d)) && ply(d) == 0);
    assertThat(text(page, "#ending-name")).isEqualTo("Two kings against one in the double corner");
    assertThat(text(page, "#ending-sides"))
        .isEqualTo("You play White and win; the endgame databases defend with Black.");
    assertThat(text(page, "#ending-status"))
        .isEqualTo("A win in 15 plies with best play. Your move.");

    // 23-27 by clicks: the black king takes both kings. Said at once, with the databases' move.
    BrowserSupport.clickSquare(page, 23);
    BrowserSupport.clickSquare(page, 27);
    waiting(page).until(d -> "threw-away".equals(state(d)));
    assertThat(text(page, "#ending-status"))
        .isEqualTo(
            "This move throws the win away: it was a win in 15 plies; now it is a loss in 1 ply."
                + " The databases play 19-24. Take it back and try again.");
    assertThat(text(page, "#moves .thrown")).isEqualTo("23-27??");
    BrowserSupport.screenshot(page, "ending-thrown");
    laptop(page); // the size of docs/endgames.png
    BrowserSupport.screenshot(page, "ending-thrown-1280");
    BrowserSupport.desktop(page);
    page.findElement(By.id("ending-takeback")).click();
    waiting(page).until(d -> "playing".equals(state(d)) && ply(d) == 0);

    // The shortest win, typed move by move; the defence answers each at once.
    FileDatabase databases = FileDatabase.open(app.dataDir().resolve("egdb"));
    Position position = Position.fromFen("W:WK19,K23:BK32");
    int plies = 0;
    while (!"won".equals(state(page))) {
      Move move = ShortestWin.move(databases, position);
      String typed = MoveText.format(position, move);
      WebElement box = page.findElement(By.id("move-entry"));
      box.sendKeys(typed, Keys.ENTER);
      int before = plies;
      waiting(page).until(d -> ply(d) > before);
      plies = ply(page);
      position = position.play(move);
      if (plies > before + 1) {
        String reply = page.findElements(By.cssSelector("#moves .move")).get(plies - 1).getText();
        position = position.play(MoveText.parse(position, reply));
        if (!"won".equals(state(page))) {
          assertThat(text(page, "#ending-verdict")).isEqualTo("The best move.");
        }
      }
    }
    assertThat(plies).isEqualTo(15);
    assertThat(text(page, "#ending-status"))
        .isEqualTo("Won in 15 plies, the shortest win there is.");
    BrowserSupport.screenshotsDesktopThenPhone(page, "ending-won", "ending-phone");

    // The list remembers the win; an ending the databases here cannot hold says what it needs.
    page.findElement(By.id("ending-list")).click();
    waiting(page)
        .until(
            d ->
                !d.findElements(By.cssSelector(".ending[data-ending='double-corner'] .best"))
                    .isEmpty());
    assertThat(text(page, ".ending[data-ending='double-corner'] .best"))
        .isEqualTo("Won in the shortest win, 15 plies.");
    assertThat(text(page, ".ending[data-ending='sturges']"))
        .contains("Needs the 6-piece databases.");
    assertThat(BrowserSupport.scrollsSideways(page)).isFalse();
    BrowserSupport.screenshot(page, "endings-phone");

    // Playing Black, the board is turned so that Black's pieces are at the bottom.
    BrowserSupport.desktop(page);
    page.get(app.url + "#/endings/first-position-without");
    waiting(page).until(d -> "playing".equals(state(d)) && ply(d) == 0);
    assertThat(page.findElement(By.id("board")).getAttribute("data-flipped")).isEqualTo("true");
    assertThat(text(page, "#ending-sides"))
        .isEqualTo("You play Black and win; the endgame databases defend with White.");
    assertThat(text(page, "#ending-status"))
        .isEqualTo("A win in 39 plies with best play. Your move.");
    BrowserSupport.screenshot(page, "ending-black");
    assertThat(scriptErrors(page)).isEmpty();
  }

  @Test
  void withoutDatabasesThePageSaysHowToBuildThem() throws Exception {
    WebDriver page = bare.browser();
    BrowserSupport.desktop(page);
    page.get(bare.url + "#/endings");
    waiting(page).until(d -> !d.findElements(By.id("endings-build")).isEmpty());
    assertThat(text(page, "#endings-build h2")).isEqualTo("The endgame databases are not built");
    assertThat(text(page, "#endings-build pre")).isEqualTo("./crownhead egdb build");
    assertThat(text(page, "#endings-build")).contains("about 17 minutes");
    waiting(page).until(d -> d.findElements(By.cssSelector("#endings-list .ending")).size() == 13);
    assertThat(page.findElements(By.cssSelector("#endings-list .ending[data-available='true']")))
        .isEmpty();
    assertThat(page.findElements(By.cssSelector("#endings-list a.button"))).isEmpty();
    BrowserSupport.screenshot(page, "endings-none");

    page.get(bare.url + "#/endings/first-position");
    waiting(page).until(d -> !text(d, "#error").isEmpty());
    assertThat(text(page, "#error"))
        .isEqualTo(
            "First Position has 4 pieces and the endgame databases here hold none: build them"
                + " with crownhead egdb build");
  }
}
