// The state of a game of Glasperlenspiel (Freeling's Glass Bead Game) and its
// rules. A turn is a sequence of decisions ("steps"): pick an own pit, place
// its beads one by one into the pits that follow, and after an indirect
// capture choose the gems to take. A pit's beads can be ordered in tens of
// thousands of ways, so a turn cannot be one move of a finite list; one
// decision at a time always can (at most a handful of choices), and it is
// exactly what a visitor does on the board. Whole turns in the source's
// notation are read and written in notation.cpp. Rules and every decision
// where the source is silent: RULES.md beside this file.
#pragma once

#include "core/game.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::glasperlen {

inline constexpr int kSouth = 0; // capital letters A-E, moves first (as in the sample game)
inline constexpr int kNorth = 1; // small letters a-e
inline constexpr int kPits = 10; // 0-4 South's A-E, 5-9 North's a-e, in sowing order
inline constexpr int kPitsPerSide = 5;
inline constexpr int kTypes = 6;  // 0 a stone, 1-5 a gem of that value
inline constexpr int kBeads = 20; // 10 stones, gems 1-5 twice
inline constexpr int kGemPoints = 30;
inline constexpr int kTournamentWinPoints = 15;
// The source has no end for a game that could go on forever (only stones
// left, nobody lets himself be emptied): RULES.md, "Decisions".
inline constexpr int kTurnLimit = 400;
// The start (derived from the 1997 sample game, RULES.md): each side's first
// pit holds the purple 5, the last the yellow 1.
inline constexpr std::array<int, kPitsPerSide> kStartGems{5, 4, 3, 2, 1};

using Counts = std::array<std::uint8_t, kTypes>;

struct Rules {
    // Freeling's published tournament rules instead of the source's.
    bool tournament = false;
};

enum class StepKind : std::uint8_t { Pick, Place, Take };

// Pick: pit. Place: bead (a type 0-5). Take: pit, or -1 for the opponent's
// cup, and the gem's value in bead.
struct Step {
    StepKind kind = StepKind::Pick;
    std::int8_t pit = -1;
    std::int8_t bead = 0;
    friend bool operator==(const Step&, const Step&) = default;
};

enum class Phase : std::uint8_t { Choose, Sow, Take, Over };
enum class CaptureKind : std::uint8_t { None, Direct, Indirect };
enum class EndReason : std::uint8_t {
    None,
    StuckWithGems,  // source: the player who cannot move wins, gems are on the board
    Points,         // source: no gem on the board, more points win
    PointsTie,      // source: equal points, the player with stones on his side wins
    FifteenPoints,  // tournament: the emptier has at least 15 points and wins
    EmptiedTooSoon, // tournament: the emptier has fewer than 15 points and loses
    TurnLimit,
    Resigned,
};

// One taken or captured gem: from pit (0-9) or from the opponent's cup (-1).
struct Taken {
    std::int8_t pit = -1;
    std::int8_t value = 0;
};

// What the last (or the current) turn did, for the board's animation and
// explanation. Not part of the position (not hashed).
struct TurnReport {
    std::int8_t seat = -1;
    std::int8_t origin = -1;
    std::uint8_t sownCount = 0;
    std::array<std::int8_t, kBeads> sown{}; // bead types in sowing order
    CaptureKind capture = CaptureKind::None;
    std::int8_t capturePit = -1;  // where the last bead fell
    std::uint8_t chainLength = 0; // pits of the capture chain, the last pit included
    std::uint8_t takenCount = 0;
    std::array<Taken, 12> taken{};
    bool fed = false; // the feeding obligation applied to this turn
};

class GpState {
public:
    static constexpr int kMaxSteps = 16; // at most 5 picks, 6 beads, 10 pit gems or 5 cup values

    static const GameInfo& gameInfo(); // glasperlen_game.cpp

    explicit GpState(Rules rules = {});
    // A position for tests and puzzles: pits (types per pit, in any order),
    // cups, the seat to move at the start of its turn, turns played so far.
    // False with *why if the beads are not the game's 20.
    static bool fromPosition(const std::array<std::vector<int>, kPits>& pits,
                             const std::array<std::vector<int>, 2>& cups, int toMove, Rules rules,
                             GpState* out, std::string* why, int turnsPlayed = 0);

    int seatCount() const { return 2; }
    int toMove() const { return side_; }
    bool isOver() const { return phase_ == Phase::Over; }
    std::vector<double> result() const;
    int generateSteps(Step* out) const;
    bool isLegal(Step step) const;
    void apply(Step step);
    void resign(); // the seat to move gives up (only at the start of a turn)
    std::uint64_t hash() const;
    std::string invariantViolation() const; // description.cpp
    void describe(StateSink& sink) const;   // description.cpp

    // --- notation (notation.cpp) ---
    std::string stepText(Step step) const;
    std::vector<std::string> stepPath(Step step) const;
    // One step, or a whole turn or its rest as in the source ("E530110000000 xa5",
    // "c0??"), as steps; false with the reason when the text is not legal here.
    bool parseSteps(std::string_view text, std::vector<Step>* steps, std::string* why) const;
    // The turn just finished, in the source's notation (with every capture choice).
    static std::string turnText(const TurnReport& report);

    // --- queries ---
    const Rules& rules() const { return rules_; }
    Phase phase() const { return phase_; }
    const Counts& pit(int p) const { return pits_[p]; }
    int beadsIn(int p) const;
    const Counts& cup(int seat) const { return cups_[seat]; }
    int points(int seat) const;
    const Counts& hand() const { return hand_; }
    int handSize() const;
    int nextPit() const; // where the next bead of the hand falls; -1 outside sowing
    int takesLeft() const { return takesLeft_; }
    int beadsOnSide(int seat) const;
    int gemsOnBoard() const;
    int gemsOnSide(int seat) const;
    bool feedingRequired() const { return feeding_; }
    int turnNumber() const { return turns_; }
    int winner() const { return winner_; }
    EndReason endReason() const { return reason_; }
    const TurnReport& lastTurn() const { return last_; }
    const TurnReport& currentTurn() const { return current_; }

    static int sideOf(int p) { return p < kPitsPerSide ? kSouth : kNorth; }
    static char pitLetter(int p) { return static_cast<char>(p < 5 ? 'A' + p : 'a' + p - 5); }

private:
    int beadsBeforeLastDrop(int p) const;
    int singleBeadBeforeLastDrop(int p) const; // its type, or -1 unless exactly one bead
    bool takeAvailable() const;
    void resolveCapture();
    void endTurn();
    void startTurn();
    void finish(int winner, EndReason reason);

    std::array<Counts, kPits> pits_{};
    std::array<Counts, 2> cups_{};
    Counts hand_{};
    std::array<std::int8_t, kPits> lastDrop_{}; // type last dropped this turn, -1 none
    Rules rules_;
    std::uint8_t side_ = kSouth;
    Phase phase_ = Phase::Choose;
    std::int8_t origin_ = -1;
    std::int8_t cursor_ = -1; // the pit that received the last bead
    std::uint8_t takesLeft_ = 0;
    bool feeding_ = false;
    std::int8_t winner_ = -1;
    EndReason reason_ = EndReason::None;
    std::uint16_t turns_ = 0;
    TurnReport current_;
    TurnReport last_;
};

std::string_view endReasonKey(EndReason reason);
std::string_view phaseKey(Phase phase);
std::string_view captureKey(CaptureKind kind);

} // namespace zv::glasperlen
