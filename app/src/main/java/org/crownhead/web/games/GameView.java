package org.crownhead.web.games;

import java.util.List;
import java.util.Map;

/**
 * A game as the browser sees it: the JSON body of most game calls and of the game's WebSocket
 * pushes. Field names and meanings are those of the API contract (see docs/http-api.md).
 *
 * @param id the game's id
 * @param mode {@code engine}, {@code local} or {@code online}
 * @param status {@code waiting} (an online game with a seat empty), {@code playing}, {@code over}
 *     or {@code aborted} (ended before both sides had moved: no result)
 * @param startFen the start position
 * @param fen the current position
 * @param turn the side to move, {@code black} or {@code white}
 * @param moves the move text of every ply played
 * @param lastMove the last move, or null
 * @param legalMoves the legal moves now (none once over)
 * @param mustCapture true when the side to move must capture
 * @param players each colour's player
 * @param clock the clock, or null for a game without one
 * @param drawOffer the colour with a pending draw offer, or null
 * @param thinking true while the engine chooses its move
 * @param result the PDN result once over ({@code 1-0} Black won), else null
 * @param winner {@code black} or {@code white} once won, else null
 * @param termination what ended the game, such as {@code resignation}, else null
 * @param createdAt when the game was created (ISO-8601)
 * @param updatedAt when it last changed (ISO-8601)
 * @param abortable true while a player may abort (waiting, or before both sides have moved)
 * @param graceMs the time left for the side to move to make its first move before the game is
 *     aborted, or null when no grace period runs
 * @param drawDeclined the colour that declined the last draw offer (until the next move), or null
 * @param rematchOffer the colour that offered a rematch, or null
 * @param rematch the id of the rematch game once it exists, or null
 */
public record GameView(
    String id,
    String mode,
    String status,
    String startFen,
    String fen,
    String turn,
    List<String> moves,
    MoveView lastMove,
    List<MoveView> legalMoves,
    boolean mustCapture,
    Map<String, PlayerView> players,
    ClockView clock,
    String drawOffer,
    boolean thinking,
    String result,
    String winner,
    String termination,
    String createdAt,
    String updatedAt,
    boolean abortable,
    Long graceMs,
    String drawDeclined,
    String rematchOffer,
    String rematch) {}
