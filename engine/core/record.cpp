// Replaying a game record: start the game from the record's header, then play
// every move in order. Chance outcomes are moves like any other, so no
// random generator is needed and the replay is exact.
#include "core/record.h"

namespace zv {

std::unique_ptr<Game> replay(const GameRecord& record, int* failedMove, std::string* why)
{
    auto fail = [&](int index, std::string reason) -> std::unique_ptr<Game> {
        if (failedMove)
            *failedMove = index;
        if (why)
            *why = std::move(reason);
        return nullptr;
    };
    std::string reason;
    auto game = createGame(record.game, record.options, record.seats, &reason);
    if (!game)
        return fail(-1, reason);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const RecordedMove& move = record.moves[i];
        const int index = static_cast<int>(i);
        if (game->isOver())
            return fail(index, "the game is already over");
        if (move.seat != game->toMove())
            return fail(index, "it is seat " + std::to_string(game->toMove()) +
                                   "'s turn, but the record gives the move to seat " +
                                   std::to_string(move.seat));
        if (!game->play(move.text, &reason))
            return fail(index, reason);
    }
    if (failedMove)
        *failedMove = -1;
    return game;
}

} // namespace zv
