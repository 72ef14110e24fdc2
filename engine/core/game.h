// The one interface every game of the exhibit implements.
//
// The app, the kiosk and the command-line tool know games only through this
// header (plus one QML board per game). Moves cross this boundary as text in
// the game's own notation, so a game record is readable and a test can force
// any move, die roll or shuffle. Inside, each game uses its own compact types
// (see game_adapter.h) so that search and random playouts stay fast.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace zv {

class Rng;

// toMove() returns this when the next "move" is a die roll, shuffle or other
// chance event. Its legal moves are the possible outcomes, with chanceWeights().
inline constexpr int kChanceSeat = -1;

enum class PlayerKind { Human, Computer };
enum class Strength { Weak, Strong };

struct Seat {
    PlayerKind kind = PlayerKind::Human;
    Strength strength = Strength::Weak;
    std::string name; // shown on the screen; may be empty
};

// A rule variant or setting. Every variant the sources name is one of these,
// with the sources' default.
struct OptionSpec {
    enum class Type { Bool, Int, Choice };
    std::string key; // ASCII, e.g. "endphase_mill_removal"
    Type type = Type::Bool;
    std::string defaultValue;         // "true"/"false", a number, or a choice key
    int minValue = 0, maxValue = 0;   // Type::Int
    std::vector<std::string> choices; // Type::Choice
    std::string labelDe, labelEn;     // what the lobby shows
    std::string source;               // the source sentence the option comes from
};

// Option values by key, as text. Missing keys take their default.
using Options = std::map<std::string, std::string>;

struct GameInfo {
    std::string key; // short ASCII key used everywhere: "muehle", "glocke_hammer", ...
    std::string nameDe, nameEn;
    int minSeats = 2, maxSeats = 2;
    std::vector<OptionSpec> options;
};

// Limits for a computer move. The strength decides how the game searches;
// these bound it from outside (the kiosk's time budget, a test's node budget,
// the session's cancel button).
struct SearchLimits {
    std::chrono::milliseconds time{250};
    std::uint64_t maxNodes = 0; // 0: unbounded (time still applies)
    const std::atomic<bool>* cancel = nullptr;
};

// Receives a game's state for display, as plain keys and values. The app turns
// it into a QVariantMap for the game's QML board; the CLI prints it.
class StateSink {
public:
    virtual ~StateSink() = default;
    virtual void put(std::string_view key, long long value) = 0;
    virtual void put(std::string_view key, std::string_view value) = 0;
    virtual void put(std::string_view key, const std::vector<int>& values) = 0;
    virtual void put(std::string_view key, const std::vector<std::string>& values) = 0;
};

struct PlayoutStats {
    std::uint64_t games = 0;
    std::uint64_t plies = 0;
};

class Game {
public:
    virtual ~Game() = default;

    virtual const GameInfo& info() const = 0;
    virtual std::unique_ptr<Game> clone() const = 0;

    virtual int seatCount() const = 0;
    // The seat to move, or kChanceSeat. Undefined once isOver().
    virtual int toMove() const = 0;
    virtual bool isOver() const = 0;
    // Per seat once the game is over: 1 win, 0 loss, 0.5 shared (a draw).
    virtual std::vector<double> result() const = 0;

    // The legal moves in the game's notation, in a stable order.
    virtual std::vector<std::string> legalMoves() const = 0;
    // Aligned with legalMoves(): the touches that make each move on the board,
    // e.g. {"a1", "a4", "d7"} for "move a1 to a4 and remove d7". A board offers
    // the next touches of every move that starts with what was touched so far.
    virtual std::vector<std::vector<std::string>> inputPaths() const = 0;
    // Aligned with legalMoves() when toMove() == kChanceSeat: the outcomes'
    // probabilities (they sum to 1). Empty otherwise.
    virtual std::vector<double> chanceWeights() const = 0;

    // Applies a move given in notation. Returns false, with the reason in
    // *why, and leaves the state untouched when the move is not legal here.
    virtual bool play(std::string_view moveText, std::string* why = nullptr) = 0;

    // A computer player's choice for the seat to move, as move text.
    virtual std::string computerMove(Strength strength, const SearchLimits& limits,
                                     Rng& rng) const = 0;

    // Plays random games from this state to their end (chance drawn from rng);
    // the state itself is not changed. For `zeitvertreib-cli bench`.
    virtual PlayoutStats randomPlayouts(int games, Rng& rng) const = 0;

    // Empty when every invariant of the game holds (nothing created or lost);
    // otherwise what is broken, for selfplay and the tests.
    virtual std::string invariantViolation() const = 0;

    // Equal positions (including whose turn it is) hash equal.
    virtual std::uint64_t hash() const = 0;

    // The state for the board: keys and values documented in the game's
    // RULES.md ("State for the board"). Always includes "over" (0/1), "toMove",
    // and once over "winner" (seat, or -1 for a draw) and "reason" (an ASCII
    // key such as "no_moves", "two_stones", "repetition").
    virtual void describe(StateSink& sink) const = 0;
};

// Every game the engine knows, and how to start one.
const std::vector<GameInfo>& allGames();
const GameInfo* findGame(std::string_view key);
// nullptr, with the reason in *why, for an unknown key or an invalid option.
std::unique_ptr<Game> createGame(std::string_view key, const Options& options,
                                 const std::vector<Seat>& seats, std::string* why = nullptr);

} // namespace zv
