package org.crownhead.cli;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.crownhead.testkit.JavadocExamples;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Runs the app's Javadoc examples in JShell and checks their values. */
class DocExamplesTest {
  @RegisterExtension
  static final JavadocExamples examples =
      new JavadocExamples(
          "app",
          List.of(
              "org.crownhead.core",
              "org.crownhead.engine",
              "org.crownhead.cli",
              "org.crownhead.endgame",
              "org.crownhead.explorer",
              "org.crownhead.hub",
              "org.crownhead.match",
              "org.crownhead.pdn",
              "org.crownhead.puzzle",
              "org.crownhead.review",
              "org.crownhead.engine.egdb"));

  @TestFactory
  Stream<DynamicTest> everyJavadocExampleRuns() throws IOException {
    return examples.tests();
  }
}
