package org.crownhead.web.store;

/**
 * A game's row in the store: everything but its moves. Clock fields are null for a game without a
 * clock; {@code blackMs}/{@code whiteMs} are the times left when the last move was stored.
 *
 * @param id the game's short id
 * @param mode {@code engine}, {@code local} or {@code online}
 * @param startFen the start position in PDN FEN
 * @param blackName the name of Black's player
 * @param blackKind {@code human} or {@code engine}
 * @param whiteName the name of White's player
 * @param whiteKind {@code human} or {@code engine}
 * @param level the engine's level label, or null without an engine
 * @param blackTokenHash the SHA-256 (hex) of Black's seat token, or null for no seat
 * @param whiteTokenHash the SHA-256 (hex) of White's seat token, or null for no seat (yet)
 * @param inviteCode the online game's invite code, or null
 * @param clockInitialMs each side's time at the start, or null without a clock
 * @param clockIncrementMs the time added after each move, or null
 * @param blackMs Black's time left after the last stored move, or null
 * @param whiteMs White's time left after the last stored move, or null
 * @param status {@code waiting}, {@code playing}, {@code over} or {@code aborted}
 * @param result the PDN result once over, else null
 * @param winner {@code black} or {@code white}, or null
 * @param termination what ended the game (a {@code Termination} description), or null
 * @param drawOffer the colour ({@code black}/{@code white}) with a pending draw offer, or null
 * @param createdAt when the game was created (ISO-8601 instant)
 * @param updatedAt when the game last changed (ISO-8601 instant)
 * @param rematchOffer the colour that offered a rematch once the game ended, or null
 * @param rematchId the id of the game its rematch became, or null
 */
public record GameRecord(
    String id,
    String mode,
    String startFen,
    String blackName,
    String blackKind,
    String whiteName,
    String whiteKind,
    String level,
    String blackTokenHash,
    String whiteTokenHash,
    String inviteCode,
    Long clockInitialMs,
    Long clockIncrementMs,
    Long blackMs,
    Long whiteMs,
    String status,
    String result,
    String winner,
    String termination,
    String drawOffer,
    String createdAt,
    String updatedAt,
    String rematchOffer,
    String rematchId) {

  /**
   * The row of a game just created at {@code now}: each clock at its initial time, no result, no
   * offer, no rematch.
   */
  public static GameRecord starting(
      String id,
      String mode,
      String startFen,
      String blackName,
      String blackKind,
      String whiteName,
      String whiteKind,
      String level,
      String blackTokenHash,
      String whiteTokenHash,
      String inviteCode,
      Long clockInitialMs,
      Long clockIncrementMs,
      String status,
      String now) {
    return new GameRecord(
        id,
        mode,
        startFen,
        blackName,
        blackKind,
        whiteName,
        whiteKind,
        level,
        blackTokenHash,
        whiteTokenHash,
        inviteCode,
        clockInitialMs,
        clockIncrementMs,
        clockInitialMs,
        clockInitialMs,
        status,
        null,
        null,
        null,
        null,
        now,
        now,
        null,
        null);
  }

  /** The same row with its rematch fields changed. */
  public GameRecord withRematch(String offer, String id) {
    return new GameRecord(
        this.id,
        mode,
        startFen,
        blackName,
        blackKind,
        whiteName,
        whiteKind,
        level,
        blackTokenHash,
        whiteTokenHash,
        inviteCode,
        clockInitialMs,
        clockIncrementMs,
        blackMs,
        whiteMs,
        status,
        result,
        winner,
        termination,
        drawOffer,
        createdAt,
        updatedAt,
        offer,
        id);
  }
}
