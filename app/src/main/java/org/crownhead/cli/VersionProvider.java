package org.crownhead.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The version {@code crownhead --version} prints: the one Maven recorded in the jar. */
final class VersionProvider implements IVersionProvider {
  private static final String POM_PROPERTIES =
      "/META-INF/maven/org.crownhead/crownhead-app/pom.properties";

  @Override
  public String[] getVersion() {
    return new String[] {
      "crownhead " + version(),
      "Java " + Runtime.version() + " (" + System.getProperty("java.vendor", "unknown vendor") + ")"
    };
  }

  /** The version of Crownhead, or "development build" when not run from a packaged jar. */
  static String version() {
    String version = Main.class.getPackage().getImplementationVersion();
    if (version != null) {
      return version;
    }
    try (InputStream stream = Main.class.getResourceAsStream(POM_PROPERTIES)) {
      if (stream != null) {
        Properties properties = new Properties();
        properties.load(stream);
        String recorded = properties.getProperty("version");
        if (recorded != null && !recorded.isBlank()) {
          return recorded.strip();
        }
      }
    } catch (IOException e) {
      // fall through: the version is only informative
    }
    return "development build";
  }
}
