// Fuzz entry of every game's move notation and position text.

#include "fuzz_entries.h"
#include "fuzz_game_state.h"

#include <string>

namespace zv::fuzz {

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
