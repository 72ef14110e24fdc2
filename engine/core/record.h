// A game record: everything needed to replay a game bit for bit.
//
// Chance outcomes (die rolls, shuffles) are moves of kChanceSeat in `moves`,
// so a replay needs no random generator. The JSON form is written and read by
// app/play/record_json (the engine has no JSON library); it is documented for
// people who write records by hand in docs/game-records.md.
#pragma once

#include "game.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace zv {

struct RecordedMove {
    int seat = 0;     // seat index, or kChanceSeat
    std::string text; // the move in the game's notation
    std::string comment;
};

struct GameRecord {
    std::string game; // game key
    Options options;
    std::vector<Seat> seats;
    std::uint64_t seed = 0; // the seed the session's Rng started from
    std::vector<RecordedMove> moves;
    std::map<std::string, std::string> meta; // event, date, players' names, result text, ...
};

// Replays a record from the start. Returns the final state, or nullptr with
// *failedMove (0-based index into record.moves, -1 for a bad header) and *why.
std::unique_ptr<Game> replay(const GameRecord& record, int* failedMove = nullptr,
                             std::string* why = nullptr);

} // namespace zv
