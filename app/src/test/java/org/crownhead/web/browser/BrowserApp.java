package org.crownhead.web.browser;

import java.io.IOException;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The server and browsers of one test class, as a JUnit extension: started before the class's first
 * test and closed after its last.
 *
 * <pre>{@code
 * @RegisterExtension static final BrowserApp app = new BrowserApp("--grace", "6");
 * }</pre>
 */
final class BrowserApp implements BeforeAllCallback, AfterAllCallback {
  private final String[] serveOptions;
  private int endgamePieces;
  private BrowserSupport support;

  /** The server's address, once started. */
  String url;

  /** An app served with these options of {@code crownhead serve} besides the port and folder. */
  BrowserApp(String... serveOptions) {
    this.serveOptions = serveOptions.clone();
  }

  /** This app with endgame databases of up to {@code pieces} pieces built for its server. */
  BrowserApp withEndgames(int pieces) {
    endgamePieces = pieces;
    return this;
  }

  @Override
  public void beforeAll(ExtensionContext context) throws Exception {
    support = BrowserSupport.start(endgamePieces, serveOptions);
    url = support.url;
  }

  @Override
  public void afterAll(ExtensionContext context) {
    if (support != null) support.close();
  }

  /**
   * Opens the home page and waits until the button {@code id}, such as {@code play-engine}, works.
   */
  void home(WebDriver page, String id) {
    page.get(url);
    BrowserSupport.waiting(page).until(ExpectedConditions.elementToBeClickable(By.id(id)));
  }

  /**
   * Opens the home page and starts a game against the engine, as {@link BrowserSupport#playEngine}.
   */
  void playEngine(WebDriver page, String level, String colour, String clock) {
    home(page, "play-engine");
    BrowserSupport.playEngine(page, level, colour, clock);
  }

  /** The server's data directory (its endgame databases are in {@code egdb} there). */
  java.nio.file.Path dataDir() {
    return support.dataDir();
  }

  /** A new browser session, closed with the app. */
  WebDriver browser() throws IOException {
    return support.browser();
  }
}
