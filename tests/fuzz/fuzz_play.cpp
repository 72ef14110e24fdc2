// Fuzz entries of the games: the record files (JSON, then replayed move by
// move) and every game's move notation and position text.

#include "fuzz_entries.h"
#include "fuzz_support.h"

#include "core/game.h"
#include "core/record.h"
#include "record_json.h"

#include <algorithm>
#include <string>

namespace zv::fuzz {

namespace {

// What every game promises about its state after any sequence of moves it
// accepted: its own invariants hold, and every move it calls legal is one
// its play() accepts.
void checkState(const char* target, const Game& game)
{
    if (!game.invariantViolation().empty())
        fail(target, ("invariant broken: " + game.invariantViolation()).c_str());
    if (game.isOver()) {
        if (game.result().size() != static_cast<std::size_t>(game.seatCount()))
            fail(target, "a result without one score per seat");
        return;
    }
    const std::vector<std::string> legal = game.legalMoves();
    const std::size_t tried = std::min<std::size_t>(legal.size(), 40);
    for (std::size_t i = 0; i < tried; ++i) {
        auto copy = game.clone();
        std::string why;
        if (!copy->play(legal[i], &why))
            fail(target, ("a legal move was refused: " + legal[i] + " (" + why + ")").c_str());
    }
}

} // namespace

// The input is a record file as a visitor's USB stick or the CLI's replay
// command hands it over.
int gameRecord(const std::uint8_t* data, std::size_t size)
{
    const QString path = writeScratch(QStringLiteral("partie.json"), bytesOf(data, size));
    QString error;
    const std::optional<GameRecord> record = records::readFile(path, &error);
    if (!record) {
        if (!error.startsWith(path + QStringLiteral(": ")) || error.size() <= path.size() + 2)
            fail("game_record", "a refused record without a message naming the file");
        return 0;
    }
    // Records longer than any game are read, but replaying thousands of
    // moves per input would only slow the search for bugs.
    if (record->moves.size() > 2000)
        return 0;
    int failedMove = -1;
    std::string why;
    const std::unique_ptr<Game> game = replay(*record, &failedMove, &why);
    if (!game) {
        if (why.empty())
            fail("game_record", "a refused replay without a reason");
        return 0;
    }
    checkState("game_record", *game);
    return 0;
}

// The first byte picks the game; the second says whether the first line is a
// position for setPosition(); every further line is a move text, played
// whether or not it is legal (refused ones must change nothing).
int gameMoves(const std::uint8_t* data, std::size_t size)
{
    if (size < 2)
        return 0;
    const std::vector<GameInfo>& games = allGames();
    const GameInfo& info = games[data[0] % games.size()];
    const bool withPosition = (data[1] & 1) != 0;
    const std::string text(reinterpret_cast<const char*>(data + 2), size - 2);

    std::vector<Seat> seats(static_cast<std::size_t>(info.minSeats));
    std::string why;
    std::unique_ptr<Game> game = createGame(info.key, {}, seats, &why);
    if (!game)
        fail("game_moves", ("cannot start " + info.key + ": " + why).c_str());

    std::size_t start = 0;
    int moves = 0;
    bool first = true;
    while (start <= text.size() && moves < 300) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        const std::string line = text.substr(start, end - start);
        start = end + 1;
        if (first && withPosition) {
            first = false;
            std::string refused;
            if (!game->setPosition(line, &refused)) {
                if (refused.empty())
                    fail("game_moves", "a refused position without a reason");
                continue;
            }
            checkState("game_moves", *game);
            continue;
        }
        first = false;
        if (game->isOver())
            break;
        const std::uint64_t before = game->hash();
        std::string refused;
        if (game->play(line, &refused)) {
            ++moves;
            checkState("game_moves", *game);
        } else if (game->hash() != before) {
            fail("game_moves", ("a refused move changed the game: " + line).c_str());
        }
    }
    return 0;
}

} // namespace zv::fuzz
