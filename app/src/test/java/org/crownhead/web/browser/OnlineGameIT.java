package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crownhead.web.browser.BrowserSupport.interactive;
import static org.crownhead.web.browser.BrowserSupport.ply;
import static org.crownhead.web.browser.BrowserSupport.text;
import static org.crownhead.web.browser.BrowserSupport.waiting;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;

/** Two browsers: one creates a game and an invitation, the other joins by the link. */
class OnlineGameIT {
  @RegisterExtension static final BrowserApp app = new BrowserApp();

  @Test
  void twoPlayersAtOneScreenMoveInTurnTakeBackAskForAHintAndAgreeADraw() throws Exception {
    WebDriver page = app.browser();
    page.get(app.url);
    waiting(page).until(ExpectedConditions.elementToBeClickable(By.id("play-local"))).click();
    waiting(page).until(ExpectedConditions.urlContains("#/game/"));
    waiting(page).until(d -> ply(d) == 0 && interactive(d));
    assertThat(text(page, "#status")).isEqualTo("Black to move");
    Random random = new Random(5);
    BrowserSupport.playAnyMove(page, random);
    waiting(page).until(d -> ply(d) == 1 && interactive(d));
    assertThat(text(page, "#status")).isEqualTo("White to move");

    page.findElement(By.id("hint")).click();
    waiting(page).until(d -> text(d, "#hint-text").startsWith("Hint: "));
    assertThat(page.findElements(By.cssSelector("#board .hint"))).hasSize(2);

    page.findElement(By.id("takeback")).click();
    waiting(page).until(d -> ply(d) == 0 && interactive(d));
    assertThat(text(page, "#moves")).isEmpty();

    page.findElement(By.id("offer-draw")).click();
    waiting(page).until(ExpectedConditions.elementToBeClickable(By.id("accept-draw"))).click();
    waiting(page).until(d -> !text(d, "#result").isEmpty());
    assertThat(text(page, "#result")).isEqualTo("1/2-1/2 · Draw (agreement)");
    assertThat(BrowserSupport.scriptErrors(page)).isEmpty();
  }

  @Test
  void movesMadeInOneBrowserAppearInTheOther() throws Exception {
    WebDriver host = app.browser();
    app.home(host, "play-online");
    host.findElement(By.id("name")).sendKeys("Ann");
    String link = BrowserSupport.playOnline(host, "black", "");
    waiting(host).until(ExpectedConditions.urlContains("#/game/"));
    assertThat(text(host, "#status")).isEqualTo("Waiting for your friend to join");
    assertThat(interactive(host)).isFalse();

    WebDriver guest = app.browser();
    guest.get(link);
    waiting(guest).until(ExpectedConditions.urlContains("#/game/"));
    waiting(guest)
        .until(d -> "playing".equals(d.findElement(By.id("board")).getAttribute("data-status")));
    waiting(host)
        .until(d -> "playing".equals(d.findElement(By.id("board")).getAttribute("data-status")));
    waiting(host).until(d -> text(d, "#name-black").startsWith("Ann"));
    assertThat(text(guest, "#name-black")).isEqualTo("Ann");
    assertThat(text(guest, "#status")).isEqualTo("Black to move");

    Random random = new Random(42);
    for (int i = 0; i < 4; i++) {
      WebDriver mover = i % 2 == 0 ? host : guest;
      WebDriver other = i % 2 == 0 ? guest : host;
      int next = i + 1;
      waiting(mover).until(BrowserSupport::interactive);
      assertThat(interactive(other)).isFalse();
      BrowserSupport.playAnyMove(mover, random);
      waiting(mover).until(d -> ply(d) == next);
      waiting(other).until(d -> ply(d) == next);
      assertThat(text(other, "#moves")).isEqualTo(text(mover, "#moves"));
    }
    assertThat(text(host, "#moves")).matches("1\\. \\S+ ?\\S+ ?2\\. \\S+ ?\\S+");

    // A reload finds the seat again: the host (Black) is back at the board with the move.
    host.navigate().refresh();
    waiting(host).until(d -> ply(d) == 4 && interactive(d));
    assertThat(text(host, "#status")).isEqualTo("Your move (black)");

    BrowserSupport.resign(guest);
    waiting(guest).until(d -> !text(d, "#result").isEmpty());
    waiting(host).until(d -> !text(d, "#result").isEmpty());
    assertThat(text(host, "#result")).isEqualTo("1-0 · Black wins (resignation)");
    assertThat(text(guest, "#result")).isEqualTo(text(host, "#result"));
    assertThat(BrowserSupport.scriptErrors(host)).isEmpty();
    assertThat(BrowserSupport.scriptErrors(guest)).isEmpty();
  }
}
