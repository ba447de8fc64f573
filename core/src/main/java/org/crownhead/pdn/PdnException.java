package org.crownhead.pdn;

import java.util.List;
import org.crownhead.core.MalformedNotationException;

/**
 * PDN text that does not hold exactly one clean game, from {@link PdnGame#parse}. The message gives
 * the first problem with its line and move; {@link #errors()} lists them all.
 */
public class PdnException extends MalformedNotationException {
  private static final long serialVersionUID = 1L;

  private final transient List<PdnError> errors;

  /** An exception for the errors found in the input, at least one. */
  public PdnException(List<PdnError> errors, String input) {
    super(message(errors), input);
    this.errors = List.copyOf(errors);
  }

  private static String message(List<PdnError> errors) {
    if (errors.isEmpty()) {
      throw new IllegalArgumentException("a PdnException needs at least one error");
    }
    int more = errors.size() - 1;
    return "PDN "
        + errors.get(0).withoutGame()
        + (more == 0 ? "" : " (and " + more + " more error" + (more == 1 ? ")" : "s)"));
  }

  /** Every problem found, in text order. */
  public List<PdnError> errors() {
    return errors;
  }
}
