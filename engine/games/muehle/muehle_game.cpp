#include "games/muehle/muehle_game.h"

#include "core/game_adapter.h"

namespace zv::muehle {

const GameInfo& MuehleState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "muehle";
        i.nameDe = "Mühle";
        i.nameEn = "Nine Men's Morris";
        i.minSeats = 2;
        i.maxSeats = 2;
        i.family = GameFamily::Board;
        i.minAge = 6; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 15;
        OptionSpec endphase;
        endphase.key = kEndphaseMillRemovalKey;
        endphase.type = OptionSpec::Type::Bool;
        endphase.defaultValue = "false";
        endphase.labelDe = "In der Endphase dürfen Steine aus Mühlen geschlagen werden";
        endphase.labelEn = "In the end phase, stones may be taken from a mill";
        endphase.source =
            "Die offiziellen Turnierregeln erlauben es auch in der Endphase nicht, Steine aus "
            "einer geschlossenen Mühle zu schlagen. Diese Regel ist allerdings regional "
            "verschieden und wird teilweise auch in kommerziell vermarkteten Produkten anders "
            "gehandhabt.";
        i.options.push_back(endphase);
        return i;
    }();
    return info;
}

std::unique_ptr<Game> createMuehle(const Options& options)
{
    Rules rules;
    const auto it = options.find(kEndphaseMillRemovalKey);
    rules.endphaseMillRemoval = it != options.end() && it->second == "true";
    return std::make_unique<GameAdapter<MuehleState>>(MuehleState(rules));
}

std::unique_ptr<Game> makeMuehleGame(const MuehleState& state)
{
    return std::make_unique<GameAdapter<MuehleState>>(state);
}

const MuehleState* muehleState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<MuehleState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::muehle
