// Fuzz entry of the game records (JSON), replayed move by move.

#include "fuzz_entries.h"
#include "fuzz_game_state.h"
#include "fuzz_support.h"

#include "core/record.h"
#include "record_json.h"

namespace zv::fuzz {

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

} // namespace zv::fuzz
