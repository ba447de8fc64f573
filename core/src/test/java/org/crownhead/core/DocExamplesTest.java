package org.crownhead.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.crownhead.testkit.JavadocExamples;
import org.crownhead.testkit.JavadocExamples.Line;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Runs the core's Javadoc examples in JShell and checks their values. */
class DocExamplesTest {
  @RegisterExtension
  static final JavadocExamples examples =
      new JavadocExamples("core", List.of("org.crownhead.core", "org.crownhead.pdn"));

  @TestFactory
  Stream<DynamicTest> everyJavadocExampleRuns() throws IOException {
    return examples.tests();
  }

  @Test
  void everyPublicTypeOfTheCoreHasAnExampleThatChecksAValue() throws IOException {
    assertThat(examples.publicTypesWithoutCheckedExample("org.crownhead.core"))
        .as("public types without a checked example")
        .isEmpty();
  }

  @Test
  void theExampleReaderSplitsOffExpectedValues() {
    assertThat(JavadocExamples.line(3, "a.size(); // 7")).isEqualTo(new Line(3, "a.size();", "7"));
    assertThat(JavadocExamples.line(3, "f(\"x // y\"); // x // y"))
        .isEqualTo(new Line(3, "f(\"x // y\");", "x // y"));
    assertThat(JavadocExamples.line(3, "g('/'); //  B:W:B "))
        .isEqualTo(new Line(3, "g('/');", "B:W:B"));
    assertThat(JavadocExamples.line(3, "// a comment")).isEqualTo(new Line(3, "", null));
    assertThat(JavadocExamples.line(3, "h();")).isEqualTo(new Line(3, "h();", null));
  }
}
