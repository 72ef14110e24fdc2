#include "games/sogo/sogo_game.h"

#include "core/game_adapter.h"
#include "kit/option_specs.h"

namespace zv::sogo {

const GameInfo& SogoState::gameInfo()
{
    static const GameInfo info = [] {
        GameInfo i;
        i.key = "sogo";
        i.nameDe = "Raummühle"; // generic: see RULES.md, "Title"
        i.nameEn = "3D Four in a Row";
        i.minSeats = 2;
        i.maxSeats = 2;
        i.family = GameFamily::Board;
        i.minAge = 8; // the shelf's guidance: see RULES.md, "Shelf"
        i.minutes = 15;
        i.options.push_back(kit::boolOption(
            kCapturesKey, false,
            "Zweite Variante: Eine Mühle nimmt dem Gegner eine Kugel, wer am Ende mehr "
            "erobert hat, gewinnt",
            "Second variant: a mill takes one of the opponent's beads, whoever has taken more "
            "at the end wins",
            "Gelingt eine Mühle, darf dem Gegner, wie beim herkömmlichen Mühlespiel, ein "
            "Spielstein weggenommen werden. Gewinner ist der, der am Ende die meisten "
            "Spielsteine des Gegners erobert hat."));
        i.options.push_back(kit::choiceOption(
            kTakeFromKey, "any",
            {{"any", "jede Kugel außerhalb einer Mühle, die Kugeln darüber rutschen nach",
              "any bead outside a mill, the beads above slide down"},
             {"top", "nur die oberste Kugel eines Stabes", "only the top bead of a rod"}},
            "Zweite Variante: Welche Kugel darf genommen werden?",
            "Second variant: which bead may be taken?",
            "Gelingt eine Mühle, darf dem Gegner, wie beim herkömmlichen Mühlespiel, ein "
            "Spielstein weggenommen werden."));
        return i;
    }();
    return info;
}

std::unique_ptr<Game> createSogo(const Options& options)
{
    Rules rules;
    rules.captures = kit::optionIsOn(options, kCapturesKey, false);
    rules.takeFrom =
        kit::optionValue(options, kTakeFromKey, "any") == "top" ? TakeFrom::Top : TakeFrom::Any;
    return std::make_unique<GameAdapter<SogoState>>(SogoState(rules));
}

std::unique_ptr<Game> makeSogoGame(const SogoState& state)
{
    return std::make_unique<GameAdapter<SogoState>>(state);
}

const SogoState* sogoState(const Game& game)
{
    const auto* adapter = dynamic_cast<const GameAdapter<SogoState>*>(&game);
    return adapter ? &adapter->state() : nullptr;
}

} // namespace zv::sogo
