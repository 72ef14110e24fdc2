// The state of a Partie of Toccateglispiel and its rules: the lots for the
// first throw, throws and what they mark, setting the stones, the Hucke, the
// Force, bearing off, the Marsch, rounds of twelve and their Striche. A small
// value type, copied by the computer player's search. Moves are generated in
// movegen.cpp, marks of a throw in scoring.cpp, notation in notation.cpp, the
// board's keys, hash and invariants in description.cpp, the computer player in
// computer_player.cpp and evaluation.cpp. Rules and decisions: RULES.md.
#pragma once

#include "core/game.h"
#include "games/toccategli/tc_types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::toccategli {

class TcState {
public:
    using Move = toccategli::Move;
    // Two steps of up to 15 stones with either die first, less what repeats.
    static constexpr int kMaxMoves = 1024;
    static_assert(2 * kMaxDeclared + 4 < kMaxMoves);
    // The record of one move's marks. The most one move makes: a throw's marks,
    // three more for its unplayable dice, and the Striche of the rounds they
    // settle — every Striche mark chalks at least one Strich and the Partie
    // ends at 6 or 8, so at most 2 × 8. A mark that still does not fit is not
    // dropped silently: invariantViolation() reports it.
    static constexpr int kMaxMarks = 96;
    static_assert(kMaxThrowMarks + 3 + 2 * 8 <= kMaxMarks);

    static const GameInfo& gameInfo(); // toccategli_game.cpp

    explicit TcState(Rules rules = {});

    // --- what GameAdapter needs ---
    int seatCount() const { return 2; }
    int toMove() const;
    bool isOver() const { return phase_ == Phase::Over; }
    std::vector<double> result() const;
    int generateMoves(Move* out) const;
    void apply(Move move);
    double chanceWeight(Move move) const;
    std::string moveText(Move move) const;                                    // notation.cpp
    std::vector<std::string> movePath(Move move) const;                       // notation.cpp
    bool parseMove(std::string_view text, Move* out, std::string* why) const; // notation.cpp
    std::uint64_t hash() const;                                               // description.cpp
    void describe(StateSink& sink) const;                                     // description.cpp
    std::string invariantViolation() const;                                   // description.cpp
    Move chooseMove(Level level, const SearchLimits& limits,
                    Rng& rng) const; // computer_player.cpp

    // --- queries ---
    const Rules& rules() const { return rules_; }
    Phase phase() const { return phase_; }
    int thrower() const { return thrower_; }
    int chooser() const { return chooser_; }
    int dieA() const { return a_; } // the last throw, a >= b; 0 before the first
    int dieB() const { return b_; }
    bool doublet() const { return a_ != 0 && a_ == b_; }
    int lotA() const { return lotA_; }
    int lotB() const { return lotB_; }
    // Stones of `seat` on its own index i.
    int stones(int seat, int index) const { return stones_[seat][index]; }
    // Stones of the opponent of `seat` on seat's own index i.
    int opponentAt(int seat, int index) const { return stones_[1 - seat][23 - index]; }
    int borneOff(int seat) const { return off_[seat]; }
    int marker(int seat) const { return marker_[seat]; }
    int striche(int seat) const { return striche_[seat]; }
    int games() const { return games_; }
    bool hasHucke(int seat) const { return stones_[seat][kHucke] >= 2; }
    // The opponent of `seat` can still close six Bände in his second board.
    bool hasForce(int seat) const;
    bool allInRueckjan(int seat) const;
    // Six Bände on own indices first..first+5.
    bool closed(int seat, int first) const;
    // The Schule: what the thrower declared (-1: not yet), what his throw won,
    // and the throw's marks with their reasons once the review is over.
    int declared() const { return declared_; }
    int due() const { return due_; }
    bool dueShown() const { return dueShown_; }
    int dueCount() const { return dueCount_; }
    const Mark& dueMark(int i) const { return due_marks_[static_cast<std::size_t>(i)]; }
    int markCount() const { return markCount_; }
    const Mark& mark(int i) const { return marks_[static_cast<std::size_t>(i)]; }
    int winner() const;

    // --- rules used by the move generator, scoring and the players ---
    // The plays of the current throw (dice a, b) for the thrower; what
    // generateMoves gives in the Move phase.
    int generatePlays(Move* out) const; // movegen.cpp
    // The marks a throw of (a, b) makes for `seat` before he sets a stone:
    // hits on Bloße, the opponent's Hucke, the Jans held. Returns how many;
    // writes at most kMaxThrowMarks of them to out (more cannot occur, see
    // kMaxThrowMarks; apply() reports it as a lost mark if it ever did).
    int throwMarks(int seat, int a, int b, Mark* out) const; // scoring.cpp
    int throwPoints(int seat, int a, int b) const;           // scoring.cpp
    // A die d that would bear off exactly, but may not because the opponent
    // still has stones on his first point.
    bool exactOffBlocked(int seat, int die) const; // movegen.cpp

    // For tests and puzzles: the stones of both seats by own index (borne-off
    // stones are the rest of 15), markers and Striche, and `thrower` to throw.
    void setUpForTest(const std::array<std::array<int, kPoints>, 2>& stones,
                      std::array<int, 2> markers, std::array<int, 2> striche, int thrower);

private:
    friend struct Scoring;
    void newGame(int firstThrower);
    // Marks points (at, from: absolute points or 0) and wins every round of
    // twelve they complete, at once, in the order the marks are made.
    void addMark(int seat, Reason reason, int points, int at = 0, int from = 0);
    void record(const Mark& mark);
    void winRound(int seat, int rest, Reason why);
    void startThrow();         // toward the thrower's dice
    void enterMovePhase();     // after the throw's marks
    void endTurn(bool marsch); // after the play
    void applyPlay(const Move& move);
    void nextPhase(Resume resume); // continue after marks, maybe via a Choice
    void review(const Move& move); // schule.cpp
    // The ledger of the last move: its marks, replayed in order from the
    // markers and Striche before it, give exactly the markers and Striche
    // after it (RULES.md, "Every mark is traceable"). "" when they do.
    std::string ledgerViolation() const; // description.cpp

    Rules rules_;
    Phase phase_ = Phase::Lots;
    Resume resume_ = Resume::None;
    std::int8_t thrower_ = 0;
    std::int8_t chooser_ = kNobody;
    std::int8_t lastRoundWinner_ = kNobody;
    std::uint8_t a_ = 0, b_ = 0;
    std::uint8_t lotA_ = 0, lotB_ = 0;
    std::array<std::array<std::int8_t, kPoints>, 2> stones_{};
    std::array<std::int8_t, 2> off_{};
    std::array<std::int16_t, 2> marker_{};
    std::array<std::int8_t, 2> striche_{};
    std::int16_t games_ = 1; // stones games (Sätze) begun in this Partie
    bool roundWon_ = false;  // in the move being applied
    bool partieOver_ = false;
    std::int8_t declared_ = -1;
    std::int16_t due_ = 0;
    bool dueShown_ = false;
    std::uint8_t dueCount_ = 0;
    std::array<Mark, kMaxThrowMarks> due_marks_{};
    std::uint8_t markCount_ = 0;
    std::array<Mark, kMaxMarks> marks_{};
    // The ledger of the last move (see ledgerViolation): the markers and
    // Striche before it, whether it was `newgame` (both markers to 0 without a
    // mark), and whether a mark was ever lost for want of room.
    std::array<std::int16_t, 2> markerBefore_{};
    std::array<std::int8_t, 2> stricheBefore_{};
    bool wiped_ = false;
    bool marksLost_ = false;
};

} // namespace zv::toccategli
