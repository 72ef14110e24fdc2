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
// viewFor() of someone at no seat (a spectator, an all-computer demo).
inline constexpr int kSpectator = -2;

enum class PlayerKind { Human, Computer };

// The computer's levels, as a visitor chooses them: Anfänger / Geübt / Meister
// (Beginner / Practised / Master). Each game maps them to its own players: a
// child can beat the Beginner, an adult has to think against the Master, and
// the Practised player lies between (level.h has the shared helper for games
// whose players come in two kinds only).
enum class Level { Beginner, Practised, Master };

struct Seat {
    PlayerKind kind = PlayerKind::Human;
    Level level = Level::Beginner;
    std::string name; // shown on the screen; may be empty
};

// A rule variant or setting. Every variant the sources name is one of these,
// with the sources' default.
struct OptionSpec {
    // Text: a value the exhibit's content supplies, not the visitor (a board
    // layout staff edit); the lobby does not offer it, `check` validates it.
    enum class Type { Bool, Int, Choice, Text };
    std::string key; // ASCII, e.g. "endphase_mill_removal"
    Type type = Type::Bool;
    std::string defaultValue;         // "true"/"false", a number, or a choice key
    int minValue = 0, maxValue = 0;   // Type::Int
    std::vector<std::string> choices; // Type::Choice
    // What the lobby shows for each choice, in the order of `choices` (a
    // visitor never reads a key such as "two_for_doubter").
    std::vector<std::string> choiceLabelsDe, choiceLabelsEn;
    std::string labelDe, labelEn; // what the lobby shows
    std::string source;           // the source sentence the option comes from
    // Type::Text: empty when the value is acceptable, else why not (for staff).
    std::string (*check)(const std::string& value) = nullptr;
};

// Option values by key, as text. Missing keys take their default.
using Options = std::map<std::string, std::string>;

// The shelf's families (Brett / Würfel / Karten / Rätsel) and the test
// runners' (one scenario runner per family).
enum class GameFamily { Board, Dice, Cards, Puzzle };

struct GameInfo {
    std::string key; // short ASCII key used everywhere: "muehle", "glocke_hammer", ...
    std::string nameDe, nameEn;
    GameFamily family = GameFamily::Board;
    int minSeats = 2, maxSeats = 2;
    // Guidance for the games shelf, the program's own and not the house's
    // (the collection's documents give no age or length for most games): the
    // age from which a visitor can play this screen version, and the minutes
    // a usual game takes on the kiosk. A game that sets neither gets these
    // middling values; each game says why in its RULES.md ("Shelf").
    int minAge = 8;
    int minutes = 20;
    std::vector<OptionSpec> options;
};

// Limits for a computer move. The level decides how the game searches;
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

    // A computer player's choice for the seat to move, as move text. It reads
    // everything this object holds: call it on viewFor(toMove()) (or use
    // decideFor below), never on the full state of a hidden-information game.
    virtual std::string computerMove(Level level, const SearchLimits& limits, Rng& rng) const = 0;

    // The seat's view: a copy of the game in which everything `seat` may not
    // know (another player's covered dice, the cards in other hands, the
    // order of the deck) is replaced by a neutral placeholder. Screens
    // describe a view and computer players decide from one, so neither can
    // see what the seat could not. `seat` may be kSpectator (public
    // information only). A game of perfect information returns a plain copy.
    virtual std::unique_ptr<Game> viewFor(int seat) const = 0;
    // Whether viewFor() ever hides anything in this game.
    virtual bool hasHiddenInformation() const = 0;
    // A full state that `seat` cannot tell from this one: everything the seat
    // may not see is drawn anew from rng, everything it sees is kept (the
    // "determinization" a computer player in a hidden-information game
    // decides over, and how the tests permute what a seat cannot see).
    // Called on a view as well as on a full state.
    virtual std::unique_ptr<Game> sampleUnseen(int seat, Rng& rng) const = 0;

    // What the app and the tools call for a computer turn: the seat to move
    // decides from its own view; a chance move is drawn from the full state
    // (the dice and the deck know everything).
    std::string decideFor(Level level, const SearchLimits& limits, Rng& rng) const
    {
        if (isOver())
            return {};
        if (toMove() == kChanceSeat || !hasHiddenInformation())
            return computerMove(level, limits, rng);
        return viewFor(toMove())->computerMove(level, limits, rng);
    }

    // Plays random games from this state to their end (chance drawn from rng);
    // the state itself is not changed. For `zeitvertreib-cli bench`.
    virtual PlayoutStats randomPlayouts(int games, Rng& rng) const = 0;

    // Sets up a position written in the game's own text (its RULES.md says
    // how), keeping the rule options; for the scenario files and puzzles.
    // False, with the reason in *why, when the text is no position or the
    // game has no such text.
    virtual bool setPosition(std::string_view text, std::string* why = nullptr)
    {
        (void)text;
        if (why)
            *why = "this game cannot be set up from a position";
        return false;
    }

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
