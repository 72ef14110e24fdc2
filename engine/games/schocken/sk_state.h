// The state of a game of Schocken and its rules: the opening throw-off, the
// rounds (covered first throws, the lead's and the others' further throws,
// the reveal), ties and the roll-off, the chips of the Schock-Besteck, the two
// halves and the finale. A small value type, copied by the computer player.
// Moves and throws: sk_state.cpp; a round's end, chips and halves: round_end.cpp;
// notation: notation.cpp; board keys, hash and invariants: description.cpp;
// computer players: computer_player.cpp. Rules and decisions: RULES.md.
#pragma once

#include "core/game.h"
#include "core/rng.h"
#include "games/schocken/keep_odds.h"
#include "games/schocken/sk_types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zv::schocken {

// What the last move set off, for the board's announcements (describe "events").
enum Event : std::uint16_t {
    EvSchuss = 1 << 0,       // the lead stood after his first throw
    EvRolloff = 1 << 1,      // a tie is rolled off („Äugeln“)
    EvRoundOver = 1 << 2,    // chips were given, a round ended
    EvStockEmpty = 1 << 3,   // the Stock gave its last chip
    EvSchockAus = 1 << 4,    // a Schock-Aus took every chip
    EvHalfOver = 1 << 5,     // a half (or the finale) is lost
    EvSecondHalf = 1 << 6,   // the second half begins
    EvFinale = 1 << 7,       // the two losers of the halves play the finale
    EvDurchmarsch = 1 << 8,  // the same player lost both halves
    EvGameOver = 1 << 9,     // the game is decided
    EvStarterFound = 1 << 10 // the opening throw-off named the first lead
};
inline constexpr int kEvents = 11;
std::string_view eventKey(int bit);

// How the last round's lowest / highest tie was decided.
enum class TieHow : std::uint8_t { None, Aeugeln, MitIstSchitt, SchockAus };
std::string_view tieKey(TieHow how);

struct Payment {
    std::int8_t from = kStock; // kStock or a seat
    std::int8_t to = 0;
    std::int8_t amount = 0;
};

class SkState {
public:
    using Move = schocken::Move;
    static constexpr int kMaxMoves = 64; // at most 56 outcomes of three dice

    static const GameInfo& gameInfo(); // schocken_game.cpp

    // A new game: the first half, every player in it, the 13 chips in the
    // Stock; the opening throw-off comes first.
    SkState(int seats, Rules rules);

    // --- what GameAdapter needs ---
    int seatCount() const { return seats_; }
    int toMove() const { return pending_ > 0 ? kChanceSeat : current_; }
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
    // What `viewer` may see: the dice under another player's covered cup are
    // 0 (unknown) in the copy; dice laid aside stay, they lie open. A player
    // always knows his own throw. description.cpp
    SkState viewFor(int viewer) const;
    // The dice under the cups `seat` may not look under, thrown anew (dice
    // laid aside stay). On a view it fills the unknown cups. description.cpp
    SkState sampleUnseen(int seat, FastRng& rng) const;
    // Whether this copy is a view in which the seat's cup is unknown.
    bool hiddenInView(int seat) const { return (hidden_ >> seat) & 1u; }

    // --- queries for notation, the computer player, the board and tests ---
    const Rules& rules() const { return rules_; }
    Stage stage() const { return stage_; }
    Phase phase() const { return phase_; }
    int current() const { return current_; }
    int pendingDice() const { return pending_; }
    int lead() const { return lead_; }
    int chips(int seat) const { return chips_[idx(seat)]; }
    int stock() const { return stock_; }
    int marker() const { return marker_; }
    int stageLoser(int stage) const { return stageLosers_[static_cast<std::size_t>(stage)]; }
    int loser() const { return loser_; }
    bool inStage(int seat) const { return (inStage_ >> seat) & 1u; }
    bool inRound(int seat) const { return (inRound_ >> seat) & 1u; }
    bool finished(int seat) const { return (done_ >> seat) & 1u; }
    // The seats of this round from the lead on, clockwise (the reveal order).
    std::vector<int> roundOrder() const;
    const Throw& dice(int seat) const { return dice_[idx(seat)]; }
    bool aside(int seat, int die) const { return (aside_[idx(seat)] >> die) & 1u; }
    bool turned(int seat, int die) const { return (turned_[idx(seat)] >> die) & 1u; }
    int asideCount(int seat) const;
    // The seat's dice aside and the dice of its last throw (in the cup), ascending.
    DiceSet asideSet(int seat) const;
    DiceSet cupSet(int seat) const;
    int throwsMade(int seat) const { return throws_[idx(seat)]; }
    // How often this seat may throw in this round (3; 1 after a Schuss; ...).
    int throwLimit(int seat) const;
    bool leadDone() const { return finished(lead_); }
    bool schuss() const { return schuss_; }
    // Whether the seat's dice in the cup are hidden from the others (the
    // lead reveals when he starts to decide; the others at the round's end).
    bool covered(int seat) const;
    int rankOfSeat(int seat) const { return rankOf(dice_[idx(seat)]); }
    const Throw& openingDice(int seat) const { return opening_[idx(seat)]; }
    const Throw& rolloffDice(int seat) const { return roll_[idx(seat)]; }
    bool rolling(int seat) const { return (rollers_ >> seat) & 1u; }
    int rounds() const { return rounds_; }
    std::uint16_t events() const { return events_; }
    // The last finished round, for the board and the tests.
    const Throw& lastDice(int seat) const { return lastDice_[idx(seat)]; }
    bool inLastRound(int seat) const { return (lastPlayers_ >> seat) & 1u; }
    int lastLoser() const { return lastLoser_; }
    int lastWinner() const { return lastWinner_; }
    int lastPenalty() const { return lastPenalty_; }
    TieHow lastTie() const { return lastTie_; }
    int paymentCount() const { return paymentCount_; }
    const Payment& payment(int i) const { return payments_[static_cast<std::size_t>(i)]; }
    int chipsMovedLastRound() const;

    // --- for tests and puzzles ---
    // Skips to a round of `stage` for the seats in `players` (bit mask), with
    // these chips and Stock, the marker on `marker`, and `lead` to throw first.
    void setUpRoundForTest(Stage stage, unsigned players, const std::array<int, kMaxSeats>& chips,
                           int stock, int lead, int marker = kNobody);

private:
    static std::size_t idx(int seat) { return static_cast<std::size_t>(seat); }
    int decisionMoves(Move* out) const;
    int nextInRound(int seat) const;
    void startRound(int lead);
    void afterOpening();
    void finishPlayer(int seat);
    void advancePlay();
    void landDice(const Move& dice);
    // round_end.cpp
    void resolveRound();
    void startRolloff(unsigned loserCandidates, unsigned winnerCandidates);
    void afterRolloff();
    void giveChips(int loser, int winner, TieHow how);
    void endStage(int loser);
    void pay(int from, int to, int amount);

    Rules rules_;
    std::uint8_t seats_ = 2;
    Stage stage_ = Stage::FirstHalf;
    Phase phase_ = Phase::Opening;
    std::int8_t current_ = 0;
    std::int8_t pending_ = 0; // dice in the air: chance to move
    std::int8_t lead_ = 0;
    std::uint8_t inStage_ = 0; // seats playing this half (the finale: two)
    std::uint8_t inRound_ = 0; // seats playing this round
    std::uint8_t done_ = 0;    // seats whose throw stands in this round
    std::array<std::int8_t, kMaxSeats> chips_{};
    std::int8_t stock_ = kChips;
    std::int8_t marker_ = kNobody;
    std::array<std::int8_t, 3> stageLosers_{kNobody, kNobody, kNobody};
    std::int8_t loser_ = kNobody;
    std::array<Throw, kMaxSeats> dice_{};
    std::array<std::uint8_t, kMaxSeats> aside_{};
    std::array<std::uint8_t, kMaxSeats> turned_{};
    std::array<std::uint8_t, kMaxSeats> throws_{};
    std::int8_t othersLimit_ = kMaxThrows;
    bool schuss_ = false;
    std::array<Throw, kMaxSeats> opening_{};
    // The roll-off: who rolls, and who may still lose / win the tie.
    std::uint8_t rollers_ = 0;
    std::uint8_t rolled_ = 0;
    std::uint8_t loserCandidates_ = 0;
    std::uint8_t winnerCandidates_ = 0;
    std::array<Throw, kMaxSeats> roll_{};
    std::int32_t rounds_ = 0;
    std::uint16_t events_ = 0;
    std::array<Throw, kMaxSeats> lastDice_{};
    std::uint8_t lastPlayers_ = 0;
    std::int8_t lastLoser_ = kNobody;
    std::int8_t lastWinner_ = kNobody;
    std::int8_t lastPenalty_ = 0;
    TieHow lastTie_ = TieHow::None;
    std::uint8_t paymentCount_ = 0;
    std::array<Payment, kMaxSeats + 1> payments_{};
    std::uint8_t hidden_ = 0; // a view's seats whose cup is unknown (viewFor)
};

// The outcomes of `count` dice (1..3) as ascending values, and how many of the
// 6^count ordered landings give each: for chance moves and the odds.
struct DiceOutcome {
    Throw values{}; // ascending, unused entries 0
    int landings = 0;
};
const std::vector<DiceOutcome>& diceOutcomes(int count);

} // namespace zv::schocken
